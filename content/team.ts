import { rawTeam } from './data/team'
import { teamMemberSchema } from './schemas'
import { parseCollection } from './validate'

export const teamMembers = parseCollection('content/data/team.ts', teamMemberSchema, rawTeam, {
  uniqueIds: true,
})
