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
import { featureSchema, text } from '../shared/schema'
import { parseCollection, parseEntry } from '../shared/validate'
import { aboutBlockSchema, founderSchema, partnerSchema, statSchema, videoSchema } from './schema'

const FILE = 'content/marketing/data/company.ts'

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
    title: text,
    paragraphs: z.array(text).min(1),
  }),
  rawStory,
)
