import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export const inputClasses =
  'block min-h-11 w-full rounded-control border border-slate-500 bg-white px-3.5 py-2 text-base text-ink placeholder:text-slate-500 aria-invalid:border-danger'

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="mt-0.5 shrink-0"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{message}</span>
    </p>
  )
}

type FieldProps = {
  /** Visible label; mark decoration (a required asterisk) aria-hidden so the name stays clean. */
  label: ReactNode
  error?: string
  hint?: ReactNode
  /** Content placed inside the input's box on the right (e.g. a show-password toggle). */
  trailing?: ReactNode
  className?: string
}

/**
 * The ids that tie a field's control to its error (and hint): from the given `id`, or one made
 * for the field. `invalid` is what the control carries while `error` is shown.
 */
function useFieldIds(id: string | undefined, error: string | undefined) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return {
    inputId,
    errorId,
    invalid: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  }
}

/** The label above a control, then the control, then its error. */
function LabelledField({
  inputId,
  label,
  error,
  className,
  children,
}: {
  inputId: string
  label: ReactNode
  error?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  )
}

/** Label above, input, error under it tied by aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  className,
  id,
  type = 'text',
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const { inputId, errorId } = useFieldIds(id, error)
  const hintId = `${inputId}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <LabelledField inputId={inputId} label={label} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClasses, trailing ? 'pr-14' : null)}
          type={type}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </LabelledField>
  )
}

export function TextAreaField({
  label,
  error,
  className,
  id,
  ...textarea
}: Omit<FieldProps, 'trailing' | 'hint'> & ComponentProps<'textarea'>) {
  const { inputId, invalid } = useFieldIds(id, error)
  return (
    <LabelledField inputId={inputId} label={label} error={error} className={className}>
      <textarea id={inputId} {...invalid} className={cn(inputClasses, 'min-h-32')} {...textarea} />
    </LabelledField>
  )
}

export function CheckboxField({
  label,
  error,
  className,
  id,
  ...input
}: { label: ReactNode; error?: string; className?: string } & Omit<
  ComponentProps<'input'>,
  'type'
>) {
  const { inputId, errorId, invalid } = useFieldIds(id, error)
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={inputId}
          type="checkbox"
          {...invalid}
          className="size-5 shrink-0 accent-navy-800"
          {...input}
        />
        <label htmlFor={inputId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** The <option>s of a native select, each showing its label and sending its value. */
export function SelectOptions({
  options,
}: {
  options: readonly { value: string; label: string }[]
}) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}

/** A native select with the same label, error and description wiring as TextField. */
export function SelectField({
  label,
  error,
  className,
  id,
  options,
  ...select
}: Omit<FieldProps, 'trailing' | 'hint'> &
  ComponentProps<'select'> & { options: readonly { value: string; label: string }[] }) {
  const { inputId, invalid } = useFieldIds(id, error)
  return (
    <LabelledField inputId={inputId} label={label} error={error} className={className}>
      <select id={inputId} {...invalid} className={inputClasses} {...select}>
        <SelectOptions options={options} />
      </select>
    </LabelledField>
  )
}
