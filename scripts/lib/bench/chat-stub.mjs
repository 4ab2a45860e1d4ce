// A stand-in for the chat provider, for the tests and the bench: what its loader script does,
// in miniature, and a small HTTPS server that answers every one of its hosts (the browser is
// told to resolve them to it) and records each request. Nothing here reaches the provider.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:https'

/**
 * What the provider's loader does, in miniature: it puts its chat API on window and calls the
 * page's ready callbacks; loading the chat shows nothing yet, opening it shows a panel that says
 * it is ready. `marker` says which loader ran (window.__chatLoadedFrom).
 */
export function providerStubScript(marker) {
  return `
    window.__chatLoadedFrom = ${JSON.stringify(marker)};
    (function () {
      var loaded = false;
      var listeners = [];
      window.HubSpotConversations = {
        widget: {
          status: function () { return { loaded: loaded }; },
          load: function () {
            setTimeout(function () {
              loaded = true;
              listeners.forEach(function (listener) { listener(); });
            }, 50);
          },
          open: function () {
            var panel = document.createElement('div');
            panel.setAttribute('role', 'dialog');
            panel.setAttribute('aria-label', 'Provider chat');
            panel.textContent = 'Chat ready';
            document.body.appendChild(panel);
          },
        },
        on: function (event, listener) { if (event === 'widgetLoaded') listeners.push(listener); },
      };
      (window.hsConversationsOnReady || []).forEach(function (callback) { callback(); });
    })();
  `
}

/**
 * Starts the stand-in on 127.0.0.1:`port` with the certificate `tls` ({ cert, key } files). A
 * loader URL ('/{portal id}.js') gets the script above, anything else an empty answer. Resolves
 * to { port, requests, close }: `requests` lists every request as 'host/path', in order; `port`
 * is the one listened on (`port` 0 takes a free one).
 */
export function startChatStub(port, tls) {
  const requests = []
  const server = createServer(
    { cert: readFileSync(tls.cert), key: readFileSync(tls.key) },
    (request, response) => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '')
      requests.push(`${host}${request.url}`)
      const headers = { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' }
      if (/^\/\d+\.js$/.test(request.url ?? '')) {
        response.writeHead(200, { ...headers, 'Content-Type': 'text/javascript' })
        response.end(providerStubScript(host))
      } else {
        response.writeHead(204, headers)
        response.end()
      }
    },
  )
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
