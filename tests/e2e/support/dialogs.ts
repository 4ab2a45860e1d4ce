import type { Page } from '@playwright/test'

export type SeenDialog = { type: string; message: string }

/** Accepts the next browser dialog (an alert, a confirm) and resolves with its kind and text. */
function acceptNext(page: Page): Promise<SeenDialog> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() })
      void dialog.accept()
    })
  })
}

/** Accepts the next alert and resolves with its text. Call it before the click that raises it. */
export async function nextAlert(page: Page): Promise<string> {
  return (await acceptNext(page)).message
}

/** Accepts the next dialog and resolves with its kind and text as one line: 'alert: …'. */
export async function nextDialog(page: Page): Promise<string> {
  const { type, message } = await acceptNext(page)
  return `${type}: ${message}`
}

/** Accepts every dialog the page raises from now on and records each, in order. */
export function acceptDialogs(page: Page): SeenDialog[] {
  const seen: SeenDialog[] = []
  page.on('dialog', (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() })
    void dialog.accept()
  })
  return seen
}
