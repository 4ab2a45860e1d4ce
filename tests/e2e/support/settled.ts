/**
 * A question to the browser asked from an event listener (a response's body, a request's sizes)
 * may still be open when the test ends and its page closes; Playwright then rejects it with
 * "Target page, context or browser has been closed". Nobody awaits it any more, so the rejection
 * is unhandled, and the test runner stops the whole worker with an error outside any test: the
 * tests after it in that worker never run. Every such promise goes through here: the original
 * promise is returned (whoever awaits it still sees its failure), with a handler attached so an
 * abandoned one ends quietly.
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}
