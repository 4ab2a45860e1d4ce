// Runs a build's steps one after another, stopping at the first that fails, and prints each
// step's seconds at the end: where the time of a build goes, in every build's log.

/** Runs `steps` ([name, command, args]); returns whether every one succeeded. */
export function runSteps(steps, { env = process.env, run, log = console.log, now = Date.now }) {
  const times = []
  for (const [name, command, args] of steps) {
    const started = now()
    const result = run(command, args, { env, stdio: 'inherit' })
    times.push([name, (now() - started) / 1000])
    if (result.status !== 0) {
      log(stepsLine(times))
      log(`build: the step "${name}" failed (${command} ${args.join(' ')})`)
      return false
    }
  }
  log(stepsLine(times))
  return true
}

/** 'build steps: a 1.2 s, b 30.0 s; 31.2 s in all'. */
export function stepsLine(times) {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0)
  return `build steps: ${times.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ')}; ${total.toFixed(1)} s in all`
}
