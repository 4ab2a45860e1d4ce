// Stand-ins for the analytics and newsletter providers, for the tests: a collector that serves a
// script shaped like Plausible's manual one and records what it sends, and a subscription
// endpoint that answers as Mailchimp's embedded form does (JSONP). The test build with a chat
// (npm run build:e2e:chat) is made with both pointing at STAND_IN_OFFSET above E2E_PORT. The
// answers are the same wherever they are served: through Playwright's routing in Chromium, by
// the small HTTP server below for Firefox and WebKit. Nothing here reaches a provider.
import { createServer } from 'node:http'

/** The stand-ins' port, from the port the build was made for (tests/e2e/support/hosts.ts). */
export const STAND_IN_OFFSET = 15

export const standInOrigin = (port) => `http://127.0.0.1:${port + STAND_IN_OFFSET}`

/** The id the test build gives Plausible (its site's domain) and Mailchimp's list parameters. */
export const STAND_IN_DOMAIN = 'coverbridge.example'
export const SCRIPT_PATH = '/js/script.manual.js'
export const EVENT_PATH = '/api/event'
export const SUBSCRIBE_PATH = '/subscribe/post'

/**
 * Addresses the stand-in endpoint treats as Mailchimp would a known one: on the list already, or
 * refused; an address at `offline.example` gets its connection dropped (a network failure).
 * Any other address is taken.
 */
export const NEWSLETTER_ADDRESSES = {
  subscribed: 'reader@agency.example',
  already: 'member@agency.example',
  refused: 'refused@agency.example',
  failed: 'reader@offline.example',
}

/** What Plausible's manual script does, in miniature: calls queued before it, then each call. */
export const collectorScript = `(function () {
  var script = document.currentScript;
  var domain = script.getAttribute('data-domain');
  var endpoint = new URL('${EVENT_PATH}', script.src).href;
  function send(name, options) {
    var payload = { n: name, u: (options && options.u) || location.href, d: domain, r: document.referrer || null };
    fetch(endpoint, { method: 'POST', body: JSON.stringify(payload) }).catch(function () {});
  }
  var queued = (window.plausible && window.plausible.q) || [];
  window.plausible = function (name, options) { send(name, options); };
  queued.forEach(function (args) { send(args[0], args[1]); });
})();`

/** Mailchimp's answers, as it words them (its message carries markup). */
function mailchimpAnswer(email) {
  if (email === NEWSLETTER_ADDRESSES.already) {
    return {
      result: 'error',
      msg: `${email} is already subscribed to list Coverbridge. <a href="https://us1.list-manage.com/subscribe/send-email?u=e2e">Click here to update your profile</a>`,
    }
  }
  if (email === NEWSLETTER_ADDRESSES.refused) {
    return { result: 'error', msg: '0 - This email cannot be added to this list.' }
  }
  return {
    result: 'success',
    msg: 'Almost finished... We need to confirm your email address. To complete the subscription process, please click the link in the email we just sent you.',
  }
}

/**
 * The answer to one request, or 'drop' (the connection is dropped with no answer). `record`
 * gets each hit of the collector (its JSON body) and each subscription request (its query).
 */
export function answerStandIn({ method, url, body }, record = () => {}) {
  const { pathname, searchParams } = new URL(url)
  const cors = { 'Access-Control-Allow-Origin': '*' }
  if (method === 'GET' && pathname === SCRIPT_PATH) {
    return {
      status: 200,
      headers: { 'Content-Type': 'text/javascript', ...cors },
      body: collectorScript,
    }
  }
  if (method === 'POST' && pathname === EVENT_PATH) {
    let hit
    try {
      hit = JSON.parse(body)
    } catch {
      hit = { unreadable: body }
    }
    record({ kind: 'event', hit, raw: body, url })
    return { status: 202, headers: { 'Content-Type': 'text/plain', ...cors }, body: 'ok' }
  }
  if (method === 'GET' && pathname === `${SUBSCRIBE_PATH}-json`) {
    const email = searchParams.get('EMAIL') ?? ''
    record({ kind: 'subscribe', query: Object.fromEntries(searchParams), url })
    if (email.endsWith('@offline.example')) return 'drop'
    const callback = searchParams.get('c') ?? ''
    if (!/^[A-Za-z_$][\w$]*$/.test(callback)) return { status: 400, headers: {}, body: '' }
    return {
      status: 200,
      headers: { 'Content-Type': 'application/javascript' },
      body: `${callback}(${JSON.stringify(mailchimpAnswer(email))})`,
    }
  }
  if (method === 'OPTIONS') {
    return { status: 204, headers: { ...cors, 'Access-Control-Allow-Headers': '*' }, body: '' }
  }
  return { status: 404, headers: {}, body: '' }
}

/**
 * The stand-ins as an HTTP server on 127.0.0.1 (Firefox and WebKit, which the tests cannot
 * route): `hits` holds what it recorded, in order, and `requests` every request it was asked
 * (method and path: the collector's script included); `port` 0 takes a free one.
 */
export function startStandIns(port) {
  const hits = []
  const requests = []
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${new URL(request.url ?? '/', 'http://stand-in').pathname}`)
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const answer = answerStandIn(
        { method: request.method ?? 'GET', url: `http://127.0.0.1:${port}${request.url}`, body },
        (hit) => hits.push(hit),
      )
      if (answer === 'drop') return request.socket.destroy()
      response.writeHead(answer.status, answer.headers)
      response.end(answer.body)
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        hits,
        requests,
        port: server.address().port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
