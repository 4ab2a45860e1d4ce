// The page at /admin/ that starts Decap CMS. A build without CMS_BACKEND has no backend an author
// could sign in to on a deployed site, so its page says so in plain words, and starts the CMS only
// on this machine (localhost, 127.0.0.1), where `npm run cms` gives it decap-server to write
// through: the same hosts on which Decap looks for that local write API.
import { withBasePath } from '../../../lib/base-path.mjs'

/** The hosts on which an unconnected build still starts the CMS, for `npm run cms`. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1']

/** Starts the CMS on a local host; anywhere else leaves the page's explanation in place. */
export const START_SCRIPT = `// Written by the build: a site built without CMS_BACKEND edits content only on this machine.
;(() => {
  if (!${JSON.stringify(LOCAL_HOSTS)}.includes(location.hostname)) return
  document.getElementById('cms-not-connected')?.remove()
  const here = document.currentScript.src
  for (const file of document.currentScript.dataset.scripts.split(' ')) {
    const script = document.createElement('script')
    script.src = new URL(file, here).href
    script.async = false
    document.body.append(script)
  }
})()
`

const explanation = `<main id="cms-not-connected">
<h1>The content manager is not connected yet</h1>
<p>This site was built without a place for authors to sign in and publish, so there is nothing to
log in to here.</p>
<p>To connect it, whoever runs the site sets <code>CMS_BACKEND</code> (<code>github</code>,
<code>gitlab</code> or <code>gitea</code>) and its companions <code>CMS_REPO</code>,
<code>CMS_BASE_URL</code> or <code>CMS_APP_ID</code> in the host's build settings, then builds the
site again. The steps for each git host and web host are in <code>docs/cms-hosting.md</code> in the
site's repository.</p>
<p>On a developer's machine, <code>npm run cms</code> edits the content without any of this.</p>
</main>`

/** The explanation's look, in the page's head (a <style> belongs there, not after the <main>). */
const explanationStyle = `<style>
#cms-not-connected { max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; font: 1.0625rem/1.6 system-ui, sans-serif; color: #1d2433; }
#cms-not-connected h1 { font-size: 1.75rem; line-height: 1.25; }
#cms-not-connected code { font-size: 0.95em; background: #eef1f6; padding: 0.1em 0.3em; border-radius: 3px; }
</style>`

/**
 * The page: its own policy, noindex, the configuration's link, and either the CMS's scripts
 * (connected) or the explanation with the start script (not connected). `preview` is the file of
 * the previews' bundle, which runs after Decap's; `finder` the products' finder's
 * (product-finder.mjs), which runs before it.
 */
export function adminPage({ basePath = '', policy, preview, finder, connected = true }) {
  const at = (file) => withBasePath(basePath, `/admin/${file}`)
  const scripts = ['decap-cms.js', ...(preview ? [preview] : [])]
  const first = finder ? `<script src="${at(finder)}"></script>\n` : ''
  const body = connected
    ? first + scripts.map((file) => `<script src="${at(file)}"></script>\n`).join('')
    : `${explanation}\n${first}<script src="${at('start.js')}" data-scripts="${scripts.join(' ')}"></script>\n`
  return `<!doctype html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content Manager - Coverbridge</title>
<link href="${at('config.yml')}" type="text/yaml" rel="cms-config-url">
${connected ? '' : `${explanationStyle}\n`}</head>
<body>
${body}</body>
</html>
`
}
