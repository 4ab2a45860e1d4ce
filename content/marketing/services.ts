import { z } from 'zod'
import {
  rawChatBanner,
  rawLoanBanner,
  rawQualifications,
  rawServiceDetail,
  rawServiceMenu,
  rawServiceQuote,
  rawServiceSteps,
} from './data/services'
import { text } from '../shared/schema'
import { parseEntry } from '../shared/validate'
import { processStepSchema, quoteSchema } from './schema'

const FILE = 'content/marketing/data/services.ts'

/** Nine services; the first is the page shown. */
export const serviceMenu = parseEntry(FILE, z.array(text).length(9), rawServiceMenu)

export const serviceDetail = parseEntry(
  FILE,
  z
    .object({ title: text, lead: text, paragraphs: z.array(text).min(1), imgAlt: text })
    .strict()
    .refine((detail) => detail.title === rawServiceMenu[0], {
      message: 'must describe the first service of the menu',
      path: ['title'],
    }),
  rawServiceDetail,
)

/** Collect Doc, Check & Finalize, Approved. */
export const serviceSteps = parseEntry(FILE, z.array(processStepSchema).length(3), rawServiceSteps)

export const serviceQuote = parseEntry(FILE, quoteSchema, rawServiceQuote)

/** Age 18+, a valid ID, a job holder, a US citizen, 2 passport photos. */
export const qualifications = parseEntry(FILE, z.array(text).length(5), rawQualifications)

export const loanBanner = parseEntry(
  FILE,
  z
    .object({ title: text, desc: text, amount: z.literal('up to $20million') })
    .strict()
    .refine((banner) => banner.desc.includes('$20million'), {
      message: "must state the spec's 'up to $20million'",
      path: ['desc'],
    }),
  rawLoanBanner,
)

export const chatBanner = parseEntry(
  FILE,
  z.object({ title: text, desc: text }).strict(),
  rawChatBanner,
)
