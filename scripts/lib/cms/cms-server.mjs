// decap-server, the CMS's local write API: it reads and writes the files of a folder for the CMS
// running in the browser, with no authentication at all. So it listens on 127.0.0.1 only
// (BIND_HOST): nothing on another interface can reach it.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

/**
 * Starts decap-server (`entry`, from cms/) over the files of `repo` on 127.0.0.1:`port`; resolves
 * once it listens, with a `stop()`.
 */
export function startDecapServer({ entry, repo, port }) {
  const root = resolve(repo)
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      BIND_HOST: '127.0.0.1',
      PORT: String(port),
      // Plain files in the working tree: the author commits them, as any other change.
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const collect = (chunk) => (log += chunk)
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const stop = () =>
    new Promise((stopped) => {
      if (child.exitCode !== null) return stopped()
      child.once('exit', () => stopped())
      child.kill('SIGTERM')
    })
  return new Promise((done, reject) => {
    const started = Date.now()
    const check = async () => {
      if (child.exitCode !== null) return reject(new Error(`decap-server exited: ${log}`))
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"action":"info"}',
        })
        if (response.ok)
          return done({ url: `http://127.0.0.1:${port}/api/v1`, stop, log: () => log })
      } catch {
        // Not listening yet.
      }
      if (Date.now() - started > 20_000) {
        await stop()
        return reject(new Error(`decap-server did not answer on 127.0.0.1:${port}: ${log}`))
      }
      setTimeout(check, 100)
    }
    check()
  })
}
