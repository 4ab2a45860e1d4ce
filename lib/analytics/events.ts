/**
 * What the site counts besides page views, by name. None carries a value: no address, name,
 * message, query or cart content can reach the analytics provider through an event.
 */
export type CountedEvent =
  'contact_message_sent' | 'add_to_cart' | 'order_placed' | 'search' | 'newsletter_subscribe'

/** Fired on window with the event's name; the analytics island passes it on when allowed. */
export const COUNT_EVENT = 'coverbridge:count'

/**
 * Counts `name` with the build's analytics provider, if the visitor allows analytical cookies.
 * Every call sits inside `if (process.env.COVERBRIDGE_ANALYTICS === 'on')`, a constant the bundler
 * reads: a build without analytics keeps neither the call nor this function.
 */
export function countEvent(name: CountedEvent): void {
  window.dispatchEvent(new CustomEvent<CountedEvent>(COUNT_EVENT, { detail: name }))
}
