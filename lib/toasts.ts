/** Id of the shop's toaster: top-center, 3 s. Everything else uses the default toaster. */
export const SHOP_TOASTER = 'shop'

/** Fired on window when something asks for a toast before the toasters are on the page. */
export const TOAST_REQUEST_EVENT = 'coverbridge:toast'

let library: Promise<typeof import('sonner')> | null = null

/** The toast library, loaded once; a failed load is tried again on the next toast. */
function loadLibrary() {
  library ??= import('sonner').catch((error: unknown) => {
    library = null
    throw error
  })
  return library
}

/**
 * Raises a toast. The toast library loads on the first call rather than with the page; it shows
 * toasts raised before its toaster mounted as soon as the toaster does.
 */
export function showToast(kind: 'success' | 'error' | 'info', message: string, toasterId?: string) {
  window.dispatchEvent(new Event(TOAST_REQUEST_EVENT))
  loadLibrary()
    .then(({ toast }) => toast[kind](message, toasterId ? { toasterId } : undefined))
    // Offline or a failed deploy: the action itself has happened; only its toast is lost.
    .catch(() => undefined)
}
