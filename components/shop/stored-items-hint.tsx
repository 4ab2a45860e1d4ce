import { SHOP_INDEX_PATH } from '@/content/products/client'
import { withBase } from '@/lib/paths'

/**
 * A tiny inline script, run while the page is parsed: when the visitor's browser holds saved
 * items under `storageKey`, it marks <html data-stored-items> so the loading placeholder keeps a
 * screen's height (app/globals.css) until the list renders. Without it the list would push the
 * footer down after the first paint: a layout shift. When it holds none, it marks
 * <html data-stored-none>, and the empty list's message is drawn with the first paint instead of
 * after hydration (SavedListState). Corrupt storage simply leaves no mark.
 *
 * The saved list is shown only once it has been checked against the catalogue index, which the
 * page would otherwise start fetching after hydration: a round trip more before the list paints
 * on a slow network. So the same script preloads the index (as the fetch that reads it will ask
 * for it: same URL, CORS mode, same-origin credentials), and the download runs beside the
 * client code. A visitor with nothing saved fetches nothing.
 */
export function StoredItemsHint({ storageKey }: { storageKey: string }) {
  const preload = `var p=document.createElement("link");p.rel="preload";p.as="fetch";p.crossOrigin="anonymous";p.href=${JSON.stringify(withBase(SHOP_INDEX_PATH))};document.head.appendChild(p)`
  const script = `try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||"null"),l=Array.isArray(v)?v:v&&v.state&&v.state.items;if(Array.isArray(l)&&l.length){document.documentElement.setAttribute("data-stored-items","");${preload}}else document.documentElement.setAttribute("data-stored-none","")}catch(e){}`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
