type Options = { env: NodeJS.ProcessEnv; stdio: 'inherit' }
type Run = (command: string, args: string[], options: Options) => { status: number | null }
type Start = (
  command: string,
  args: string[],
  options: Options,
) => { done: Promise<{ status: number | null }>; stop: () => void }
export function runSteps(
  steps: [name: string, command: string, args: string[], options?: { before?: string }][],
  options: {
    env?: NodeJS.ProcessEnv
    run: Run
    start?: Start
    log?: (line: string) => void
    now?: () => number
  },
): Promise<boolean>
export function stepsLine(times: [string, number, ('beside' | undefined)?][]): string
export function startChild(spawn: typeof import('node:child_process').spawn): Start
