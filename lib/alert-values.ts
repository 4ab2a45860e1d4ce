/**
 * Shows what a demo form received, the way the spec asks (a browser alert), without secrets in logs.
 * Kept apart from lib/validation.ts so a form can alert without loading zod up front.
 */
export function alertValues(title: string, values: Record<string, unknown>) {
  const lines = Object.entries(values).map(([key, value]) => `${key}: ${String(value ?? '')}`)
  window.alert(`${title}\n\n${lines.join('\n')}`)
}
