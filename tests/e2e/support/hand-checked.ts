/**
 * axe results under "incomplete" that a person has checked and that the sweep may pass: each is
 * matched by its rule, the words of axe's reason and the element it names, and says why it is
 * fine. Anything axe leaves incomplete and this list does not clear fails the check. Colour
 * contrast is never on it: what axe cannot measure, the sweep measures on the painted page
 * (contrast.ts).
 */

/**
 * Stands for "the element's visible text has no letter or digit" (the axe check works it out in
 * the page): a symbol, not a word.
 */
export const SYMBOL_ONLY = ':symbol-only'

/** A case checked by hand (the list is at the foot of the comment above). */
export type HandChecked = {
  rule: string
  /** Part of axe's message for the node. */
  reason: RegExp
  /** A CSS selector the node matches, or SYMBOL_ONLY. */
  node: string
  why: string
}

export const HAND_CHECKED: HandChecked[] = [
  {
    rule: 'label-content-name-mismatch',
    reason: /Unable to determine if the visible text is part of the accessible name/,
    node: SYMBOL_ONLY,
    why:
      'A control whose only visible text is a symbol with no spoken form (a heading\'s "#", the ' +
      'pager\'s and sliders\' arrows, the quantity\'s "+" and "−"): its name says what it does, ' +
      'in words, and has no visible words to repeat.',
  },
  {
    rule: 'label-content-name-mismatch',
    reason: /Unable to determine if the visible text is part of the accessible name/,
    node: 'tr[data-testid="wishlist-row"] > td > button[aria-label^="Remove "]',
    why:
      "The wishlist's remove control shows the letter 'x' as a cross, as the shop has always " +
      'drawn it: a mark, not a word; its name says which product it removes.',
  },
]

/** The documented case that clears an incomplete result, if any. */
export function handChecked(rule: string, message: string, matches: (selector: string) => boolean) {
  return HAND_CHECKED.find(
    (entry) => entry.rule === rule && entry.reason.test(message) && matches(entry.node),
  )
}
