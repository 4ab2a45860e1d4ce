// Types of scripts/lib/bench/targets.mjs for the TypeScript tests that read it.
/** Pages with forms or the shop's stores; every other page is a content page. */
export const INTERACTIVE: RegExp
