// @vitest-environment node
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

type Step = { run?: string; uses?: string; with?: Record<string, unknown> }
type Workflow = {
  env: Record<string, string | number>
  jobs: Record<
    string,
    { needs?: string; strategy?: { matrix: { shard: number[] } }; steps: Step[] }
  >
}

const workflow = parse(readFileSync('deploy/github-actions-sharded-s3.yml', 'utf8')) as Workflow
const runs = (job: string) => workflow.jobs[job]!.steps.flatMap((step) => step.run ?? [])

describe('the sharded build recipe for GitHub Actions', () => {
  it('builds every share 1..N of the N it names, each in its own job', () => {
    const count = Number(workflow.env.shards)
    expect(workflow.jobs.share!.strategy!.matrix.shard).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    )
    expect(runs('share')).toContainEqual(
      expect.stringContaining('npm run build -- --shard ${{ matrix.shard }}/${{ env.shards }}'),
    )
  })

  it('merges the shares after all of them, then deploys the merged export', () => {
    expect(workflow.jobs['merge-and-deploy']!.needs).toBe('share')
    const steps = runs('merge-and-deploy')
    const merge = steps.findIndex((run) => run.startsWith('npm run build:merge -- shares/share-*'))
    const deploy = steps.findIndex((run) => run.startsWith('npm run deploy:s3 -- --bucket'))
    expect(merge).toBeGreaterThanOrEqual(0)
    expect(deploy).toBeGreaterThan(merge)
  })
})

describe('the one-runner build recipe for GitHub Actions', () => {
  const single = parse(readFileSync('deploy/github-actions-s3.yml', 'utf8')) as Workflow
  const steps = single.jobs['build-and-deploy']!.steps

  it('keeps the last export and what it was made from, so a publish renders only what changed', () => {
    const kept = steps.find((step) => step.uses?.startsWith('actions/cache@'))?.with?.path
    expect(String(kept).split('\n').filter(Boolean)).toEqual(['.next/cache', '.cache', 'out'])
  })

  it('builds without --full, then deploys that export', () => {
    const runs = steps.flatMap((step) => step.run ?? [])
    const build = runs.findIndex((run) => run === 'npm run build:deploy')
    const deploy = runs.findIndex((run) => run.startsWith('npm run deploy:s3 -- --bucket'))
    expect(build).toBeGreaterThanOrEqual(0)
    expect(deploy).toBeGreaterThan(build)
    expect(runs.join('\n')).not.toContain('--full')
  })
})
