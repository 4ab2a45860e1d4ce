// The bench's child processes: commands that must succeed, the bare page's build and the
// static servers it measures.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Runs a command with the bench's output; a failure ends the bench with its exit status. */
export function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * Builds the bare page with Next's default `next build` (no options of ours) and returns its
 * folder. The folder sits inside the project `root` so that Next finds the project's
 * node_modules; the caller removes it afterwards.
 */
export function buildBarePage(root) {
  const dir = mkdtempSync(join(root, '.bench-bare-'))
  mkdirSync(join(dir, 'app'))
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
  writeFileSync(join(dir, 'next.config.mjs'), "export default { output: 'export' }\n")
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Bare page', description: 'A bare Next.js page.' }
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  )
  writeFileSync(
    join(dir, 'app', 'page.jsx'),
    `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and two paragraphs, rendered on the server, with no client code of its own.</p>
      <p>It is what any page built with these versions of next, react and react-dom costs at least.</p>
    </main>
  )
}
`,
  )
  run(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  return dir
}

/** Starts the project's static server on `dir`; resolves once it has printed its address. */
export function serve(dir, port) {
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve) => server.stdout.once('data', () => resolve(server)))
}
