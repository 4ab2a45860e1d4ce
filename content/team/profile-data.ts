import type { z } from 'zod'
import type { teamProfileSchema } from './schema'

/** The static profile of /team-details. */
export const rawTeamProfile: z.input<typeof teamProfileSchema> = {
  memberId: 5,
  position: 'Senior Underwriting Analyst',
  location: 'Atlanta, Georgia',
  email: 'aisha.bello@coverbridge.example',
  age: 34,
  qualification: 'BSc in Risk Management & Insurance, CPCU',
  gender: 'Female',
  bio: [
    'Aisha helps brokers place the specialty risks that do not fit neatly into a carrier’s appetite. When a submission needs a second look, she is the person who reads the loss runs, calls the underwriter and finds the market that will write it.',
    'Before joining Coverbridge she spent eight years as a commercial lines underwriter for a regional carrier, writing contractors, restaurants and light manufacturing accounts across the Southeast.',
  ],
  expertise: [
    'Excess and surplus lines placement',
    'Contractors and habitational risks',
    'Loss run and exposure analysis',
    'Carrier appetite and referral rules',
  ],
}
