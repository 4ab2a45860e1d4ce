import { z } from 'zod'
import {
  rawAboutBlocks,
  rawFounders,
  rawPartners,
  rawStats,
  rawStory,
  rawValues,
  rawVideos,
} from './data/company'
import {
  aboutBlockSchema,
  featureSchema,
  founderSchema,
  partnerSchema,
  statSchema,
  videoSchema,
} from './schemas'
import { parseCollection, parseEntry } from './validate'

const FILE = 'content/data/company.ts'

/** CEO, Chief Revenue Officer and CTO, in that order. */
export const founders = parseEntry(FILE, z.array(founderSchema).length(3), rawFounders)

export const stats = parseEntry(FILE, z.array(statSchema).length(3), rawStats)

export const aboutBlocks = parseEntry(
  FILE,
  z.object({ default: aboutBlockSchema, alternate: aboutBlockSchema }).strict(),
  rawAboutBlocks,
)

export const videos = parseEntry(
  FILE,
  z.object({ intro: videoSchema, tour: videoSchema }).strict(),
  rawVideos,
)

export const partners = parseCollection(FILE, partnerSchema, rawPartners)

export const companyValues = parseCollection(FILE, featureSchema, rawValues)

export const companyStory = parseEntry(
  FILE,
  z.object({
    title: z.string().trim().min(1),
    paragraphs: z.array(z.string().trim().min(1)).min(1),
  }),
  rawStory,
)
