import { z } from 'zod'
import * as raw from './data/company'
import { featureSchema, text } from '../shared/schema'
import { parseCollection, parseEntry } from '../shared/validate'
import { aboutBlockSchema, founderSchema, partnerSchema, statSchema, videoSchema } from './schema'

const FILE = 'content/marketing/data/company.ts'

/** CEO, Chief Revenue Officer and CTO, in that order. */
export const founders = parseEntry(FILE, z.array(founderSchema).length(3), raw.rawFounders)

export const stats = parseEntry(FILE, z.array(statSchema).length(3), raw.rawStats)

export const aboutBlocks = parseEntry(
  FILE,
  z.object({ default: aboutBlockSchema, alternate: aboutBlockSchema }).strict(),
  raw.rawAboutBlocks,
)

export const videos = parseEntry(
  FILE,
  z.object({ intro: videoSchema, tour: videoSchema }).strict(),
  raw.rawVideos,
)

export const partners = parseCollection(FILE, partnerSchema, raw.rawPartners)

export const companyValues = parseCollection(FILE, featureSchema, raw.rawValues)

export const companyStory = parseEntry(
  FILE,
  z.object({
    title: text,
    paragraphs: z.array(text).min(1),
  }),
  raw.rawStory,
)
