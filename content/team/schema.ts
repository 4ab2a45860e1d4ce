import { z } from 'zod'
import { localImage, positiveId, text } from '../shared/schema'

export const teamPageSchema = z.enum(['home', 'home-5', 'team-three', 'team'])

export const teamMemberSchema = z
  .object({
    id: positiveId,
    img: localImage,
    name: text,
    designation: text,
    page: teamPageSchema,
  })
  .strict()

export const teamProfileSchema = z
  .object({
    /** The team member shown: the id of a file in content/team/members/. */
    memberId: positiveId,
    location: text,
    position: text,
    email: z.email(),
    age: z.number().int().min(18).max(99),
    qualification: text,
    gender: text,
    bio: z.array(text).min(1),
    expertise: z.array(text).min(1),
  })
  .strict()

export type TeamMember = z.infer<typeof teamMemberSchema>
export type TeamProfile = z.infer<typeof teamProfileSchema>
