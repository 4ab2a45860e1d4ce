// Runs a build's steps one after another, stopping at the first that fails, and prints each
// step's seconds at the end: where the time of a build goes, in every build's log.
// A step given `{ before: 'name' }` runs beside the ones that follow it, from its place in the
// list until the step it names starts, which waits for it: a check that needs one core while the
// steps beside it keep another busy costs the build no time. Its seconds (to when the build saw it
// end, at the latest the end of the step it ran beside) are printed marked "beside" and left out
// of the total; should it fail, the build stops there, as with any step.

/**
 * Runs `steps` ([name, command, args, options?]); returns whether every one succeeded. `run` runs a
 * step to its end (spawnSync); `start` starts one beside the others and returns its end as a
 * promise of { status } and a way to stop it (needed only for steps with `before`).
 */
export async function runSteps(
  steps,
  { env = process.env, run, start, log = console.log, now = Date.now },
) {
  const times = []
  /** @type {{ name: string, command: string, args: string[], before: string, started: number, stop: () => void, done: Promise<{ status: number | null }> }[]} */
  let beside = []
  const fail = (name, command, args) => {
    for (const step of beside) step.stop()
    log(stepsLine(times))
    log(`build: the step "${name}" failed (${command} ${args.join(' ')})`)
    return false
  }
  for (const [name, command, args, options = {}] of steps) {
    for (const step of beside.filter((step) => step.before === name)) {
      const { status } = await step.done
      beside = beside.filter((other) => other !== step)
      times.push([step.name, step.seconds ?? (now() - step.started) / 1000, 'beside'])
      if (status !== 0) return fail(step.name, step.command, step.args)
    }
    const started = now()
    if (options.before) {
      const step = { name, command, args, before: options.before, started }
      const { done, stop } = start(command, args, { env, stdio: 'inherit' })
      step.stop = stop
      step.done = done.then((result) => {
        step.seconds = (now() - started) / 1000
        return result
      })
      beside.push(step)
      continue
    }
    const result = run(command, args, { env, stdio: 'inherit' })
    times.push([name, (now() - started) / 1000])
    if (result.status !== 0) return fail(name, command, args)
  }
  if (beside.length) {
    return fail(beside[0].name, beside[0].command, [
      ...beside[0].args,
      `(no step "${beside[0].before}")`,
    ])
  }
  log(stepsLine(times))
  return true
}

/** 'build steps: a 1.2 s, b 30.0 s, c 4.1 s beside; 31.2 s in all'. */
export function stepsLine(times) {
  const total = times.reduce((sum, [, seconds, beside]) => sum + (beside ? 0 : seconds), 0)
  return `build steps: ${times.map(([name, seconds, beside]) => `${name} ${seconds.toFixed(1)} s${beside ? ' beside' : ''}`).join(', ')}; ${total.toFixed(1)} s in all`
}

/** `start` for runSteps: the step as a child process of this one. */
export function startChild(spawn) {
  return (command, args, options) => {
    const child = spawn(command, args, options)
    const done = new Promise((resolve) => {
      child.on('error', () => resolve({ status: 1 }))
      child.on('exit', (code) => resolve({ status: code }))
    })
    return { done, stop: () => child.kill() }
  }
}
