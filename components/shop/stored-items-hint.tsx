/**
 * A tiny inline script, run while the page is parsed: when the visitor's browser holds saved
 * items under `storageKey`, it marks <html data-stored-items> so the loading placeholder keeps a
 * screen's height (app/globals.css) until the list renders. Without it the list would push the
 * footer down after the first paint: a layout shift. Corrupt storage simply leaves no mark.
 */
export function StoredItemsHint({ storageKey }: { storageKey: string }) {
  const script = `try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||"null"),l=Array.isArray(v)?v:v&&v.state&&v.state.items;if(Array.isArray(l)&&l.length)document.documentElement.setAttribute("data-stored-items","")}catch(e){}`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
