/**
 * The CMS's form fields, generated from the zod schemas that check the files: a field for every
 * key of a schema and a widget that fits its type, so the editor and the build can never disagree
 * about what a file holds. Numbers become number widgets (whole or decimal, with their bounds), an
 * enum a select, a list a list widget, a nested object an object widget; a schema marked with
 * `.meta({ widget })` (pictures, dates, fixed ids) gets that widget.
 */
import type { z } from 'zod'

/** A widget and its options ('number' with its bounds, 'list' with its fields...). */
export type WidgetOptions = { widget: string; [option: string]: unknown }

export type DecapField = WidgetOptions & { name: string; label: string; required?: boolean }

/** What the schemas cannot say: labels, long text, a widget for one field, where pictures go. */
export type FieldHints = {
  /** Label by key, where the key itself reads badly ('sm_desc'). */
  labels?: Readonly<Record<string, string>>
  /** Keys whose text runs to sentences: a text area, not a one-line input. */
  longText?: ReadonlySet<string>
  /** Options merged into the field of this key (a relation to another collection, a hint). */
  overrides?: Readonly<Record<string, Partial<WidgetOptions>>>
  /** Where pictures of this collection are saved, and the path the site reads them at. */
  media?: { media_folder: string; public_folder: string }
  /** The hint under a picture field of this key: the size a photo needs there. */
  imageHint?: (key: string) => string
}

type Def = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  element?: z.ZodType
  items?: z.ZodType[]
  shape?: Record<string, z.ZodType>
  entries?: Record<string, string>
  values?: unknown[]
  checks?: { _zod: { def: Record<string, unknown> } }[]
  format?: string
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def
const metaOf = (schema: z.ZodType) =>
  (schema as unknown as { meta?: () => Record<string, unknown> | undefined }).meta?.() ?? {}

/** 'main_features' -> 'Main features', 'cardTitle' -> 'Card title'. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The schema without its optional/default wrappers and transforms, and whether it was optional. */
function unwrap(schema: z.ZodType): {
  core: z.ZodType
  optional: boolean
  meta: Record<string, unknown>
} {
  let core = schema
  let optional = false
  let meta = metaOf(schema)
  for (;;) {
    const def = defOf(core)
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') {
      optional = true
      core = def.innerType!
    } else if (def.type === 'pipe') {
      // A preprocess (transform, then schema) or a transform (schema, then transform).
      core = defOf(def.in!).type === 'transform' ? def.out! : def.in!
    } else break
    meta = { ...metaOf(core), ...meta }
  }
  return { core, optional, meta: { ...meta, ...metaOf(core) } }
}

/** The checks of a schema, by kind: { min_length: {...}, greater_than: {...} }. */
function checksOf(schema: z.ZodType): Record<string, Record<string, unknown>> {
  const checks: Record<string, Record<string, unknown>> = {}
  for (const check of defOf(schema).checks ?? []) {
    const def = check._zod.def
    checks[String(def.check)] = def
  }
  return checks
}

function listBounds(schema: z.ZodType): { min?: number; max?: number } {
  const checks = checksOf(schema)
  const exact = checks.length_equals?.length as number | undefined
  const min = exact ?? (checks.min_length?.minimum as number | undefined)
  const max = exact ?? (checks.max_length?.maximum as number | undefined)
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}

function numberOptions(schema: z.ZodType): Record<string, unknown> {
  const checks = checksOf(schema)
  const whole = checks.number_format?.format === 'safeint' || defOf(schema).format === 'safeint'
  const low = checks.greater_than
  const high = checks.less_than
  const bound = (check: Record<string, unknown> | undefined, step: number) =>
    check === undefined
      ? undefined
      : (check.value as number) + (check.inclusive || !whole ? 0 : step)
  const min = bound(low, 1)
  const max = bound(high, -1)
  return {
    value_type: whole ? 'int' : 'float',
    ...(whole ? {} : { step: 0.01 }),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  }
}

/** The widget options of a schema, without its name and label. */
function widgetOf(
  key: string,
  schema: z.ZodType,
  meta: Record<string, unknown>,
  hints: FieldHints,
): WidgetOptions {
  const { widget, ...options } = meta
  if (widget === 'image') {
    const hint = hints.imageHint?.(key)
    return { widget: 'image', choose_url: false, ...hints.media, ...(hint ? { hint } : {}), ...options }
  }
  if (typeof widget === 'string') return { widget, ...options }
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return { widget: hints.longText?.has(key) ? 'text' : 'string' }
    case 'number':
      return { widget: 'number', ...numberOptions(schema) }
    case 'boolean':
      return { widget: 'boolean' }
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries ?? {}) }
    case 'literal':
      return { widget: 'select', options: (def.values ?? []).map(String) }
    case 'object':
      return { widget: 'object', collapsed: false, fields: decapFields(schema, hints) }
    case 'tuple':
      return {
        widget: 'list',
        field: fieldOf('item', def.items![0]!, hints),
        min: def.items!.length,
        max: def.items!.length,
      }
    case 'array': {
      const element = unwrap(def.element!).core
      return {
        widget: 'list',
        ...listBounds(schema),
        ...(defOf(element).type === 'object'
          ? { fields: decapFields(element, hints) }
          : { field: fieldOf(singular(key), def.element!, hints) }),
      }
    }
    default:
      throw new Error(`No CMS widget for the schema type '${def.type}' of field "${key}"`)
  }
}

/** A list's items are named after the list: 'main_features' -> 'main_feature'. */
function singular(key: string): string {
  return key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.replace(/s$/, '') || 'item'
}

/** The CMS field of one key of a schema. */
export function fieldOf(key: string, schema: z.ZodType, hints: FieldHints = {}): DecapField {
  const { core, optional, meta } = unwrap(schema)
  const field: DecapField = {
    name: key,
    label: hints.labels?.[key] ?? humanize(key),
    ...widgetOf(key, core, meta, hints),
    ...(optional ? { required: false } : {}),
  }
  return { ...field, ...hints.overrides?.[key] }
}

/** The CMS fields of an object schema, one per key, in the schema's order. */
export function decapFields(schema: z.ZodType, hints: FieldHints = {}): DecapField[] {
  const { core } = unwrap(schema)
  const shape = defOf(core).shape
  if (!shape) throw new Error('decapFields needs an object schema')
  return Object.entries(shape).map(([key, field]) => fieldOf(key, field, hints))
}
