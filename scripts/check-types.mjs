#!/usr/bin/env node
// The build's type check (scripts/build.mjs runs it beside the content checks and the render plan):
// Next's route types written again (`next typegen`: what each page and layout may export, the
// params of each route), then the TypeScript compiler of `npm run typecheck` over the project.
// `next build` then leaves out its own check of the same code (next.config.mjs), which took a core
// for 15 to 20 s between compiling and rendering while the other waited; this one takes about 5 s
// of a core that the steps beside it leave free. The route checks the last build wrote go first:
// a page removed since would fail the check on its stale ones.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
rmSync('.next/types', { recursive: true, force: true })
const typegen = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'typegen'], {
  encoding: 'utf8',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
if (typegen.status !== 0) {
  process.stderr.write(`${typegen.stdout}${typegen.stderr}`)
  console.error('types: next typegen failed')
  process.exit(1)
}
const tsc = spawnSync(
  process.execPath,
  ['node_modules/@typescript/native/bin/tsc', '--noEmit', '-p', '.'],
  { stdio: 'inherit' },
)
if (tsc.status !== 0)
  console.error('types: the type check failed (npm run typecheck shows the same)')
else console.log(`types: checked in ${(performance.now() / 1000).toFixed(1)} s`)
process.exit(tsc.status === 0 ? 0 : 1)
