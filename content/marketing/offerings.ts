import { z } from 'zod'
import {
  rawApiFeatures,
  rawApiSample,
  rawCustomerSegments,
  rawOnboardingSteps,
  rawPricingIncluded,
  rawPricingPrinciples,
} from './data/offerings'
import {
  codeSampleSchema,
  customerSegmentSchema,
  featureSchema,
  onboardingStepSchema,
} from './schema'
import { text } from '../shared/schema'
import { parseCollection, parseEntry } from '../shared/validate'

const FILE = 'content/marketing/data/offerings.ts'

export const apiFeatures = parseCollection(FILE, featureSchema, rawApiFeatures)
export const apiSample = parseEntry(FILE, codeSampleSchema, rawApiSample)

/** Six steps, in order. */
export const onboardingSteps = parseEntry(
  FILE,
  z.array(onboardingStepSchema).length(6),
  rawOnboardingSteps,
)

/** Six segments, with unique slugs for keys and anchors. */
export const customerSegments = parseEntry(
  FILE,
  z
    .array(customerSegmentSchema)
    .length(6)
    .refine(
      (list) => new Set(list.map((s) => s.slug)).size === list.length,
      'slugs must be unique',
    ),
  rawCustomerSegments,
)

/** Performance-based, no big upfront fees, month-to-month, no hidden fees. */
export const pricingPrinciples = parseEntry(
  FILE,
  z.array(featureSchema).length(4),
  rawPricingPrinciples,
)
export const pricingIncluded = parseEntry(FILE, z.array(text).min(1), rawPricingIncluded)
