type Run = (
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdio: 'inherit' },
) => { status: number | null }
export function runSteps(
  steps: [name: string, command: string, args: string[]][],
  options: { env?: NodeJS.ProcessEnv; run: Run; log?: (line: string) => void; now?: () => number },
): boolean
export function stepsLine(times: [string, number][]): string
