// @vitest-environment node
// Where a deployed site's authors sign in, from the CMS_* variables: no backend unless one is
// chosen, each hosted backend with what its sign-in needs, and every wrong value refused with the
// variable named, as the build's first step reports it.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { adminPage, adminPolicy, cmsBackend } from '@/scripts/lib/cms/admin.mjs'

const github = { CMS_BACKEND: 'github', CMS_REPO: 'coverbridge/web' }
const gitlab = { CMS_BACKEND: 'gitlab', CMS_REPO: 'coverbridge/web', CMS_APP_ID: 'app-123' }
const gitea = {
  CMS_BACKEND: 'gitea',
  CMS_REPO: 'coverbridge/web',
  CMS_API_ROOT: 'https://git.coverbridge.example/api/v1',
  CMS_APP_ID: 'app-456',
}

describe('the backend a build configures', () => {
  it('none unless CMS_BACKEND is set: only the local write API, and nothing from outside', () => {
    const unset = cmsBackend({}, { localUrl: 'http://127.0.0.1:8081/api/v1' })
    expect(unset).toMatchObject({ connected: false, origins: [], warnings: [] })
    expect(unset.backend).toEqual({
      name: 'proxy',
      proxy_url: 'http://127.0.0.1:8081/api/v1',
      branch: 'main',
    })
    expect(cmsBackend({ CMS_BACKEND: ' ' }).connected).toBe(false)
  })

  it('GitHub through an OAuth proxy, or Netlify’s client when CMS_BASE_URL is unset', () => {
    const proxied = cmsBackend({ ...github, CMS_BASE_URL: 'https://auth.coverbridge.example/' })
    expect(proxied.backend).toEqual({
      name: 'github',
      repo: 'coverbridge/web',
      branch: 'main',
      api_root: 'https://api.github.com',
      base_url: 'https://auth.coverbridge.example',
    })
    expect(proxied.origins).toEqual([
      'https://api.github.com',
      'https://auth.coverbridge.example',
      'https://avatars.githubusercontent.com',
    ])
    expect(cmsBackend(github).backend).not.toHaveProperty('base_url')
  })

  it('GitLab and Gitea sign in with PKCE on the host of their API, its token endpoint allowed', () => {
    expect(cmsBackend(gitlab)).toMatchObject({
      backend: {
        api_root: 'https://gitlab.com/api/v4',
        base_url: 'https://gitlab.com',
        app_id: 'app-123',
        auth_type: 'pkce',
      },
      origins: ['https://gitlab.com'],
    })
    const selfHosted = cmsBackend({ ...gitlab, CMS_API_ROOT: 'https://git.example.org/api/v4' })
    expect(selfHosted.backend.base_url).toBe('https://git.example.org')
    expect(cmsBackend(gitea)).toMatchObject({
      backend: { base_url: 'https://git.coverbridge.example', app_id: 'app-456' },
      origins: ['https://git.coverbridge.example'],
    })
    expect(cmsBackend({ ...gitlab, CMS_REPO: 'group/sub/web' }).backend.repo).toBe('group/sub/web')
  })

  it('git-gateway only when chosen, with a warning that it depends on a deprecated service', () => {
    const gateway = cmsBackend({ CMS_BACKEND: 'git-gateway' })
    expect(gateway.backend).toEqual({ name: 'git-gateway', branch: 'main' })
    expect(gateway.warnings.join(' ')).toMatch(/Netlify has deprecated/)
  })

  it('drafts as pull or merge requests with CMS_WORKFLOW=editorial, where Decap has them', () => {
    for (const env of [github, gitlab, { CMS_BACKEND: 'git-gateway' }]) {
      expect(cmsBackend({ ...env, CMS_WORKFLOW: 'editorial' }).publishMode).toBe(
        'editorial_workflow',
      )
    }
    expect(cmsBackend(github).publishMode).toBeUndefined()
  })
})

describe('a wrong setting names its variable', { timeout: 30_000 }, () => {
  it.each([
    [{ CMS_BACKEND: 'svn' }, /^CMS_BACKEND must be github, gitlab, gitea, git-gateway or unset/],
    [{ CMS_BACKEND: 'github' }, /CMS_REPO/],
    [{ ...github, CMS_REPO: 'coverbridge' }, /^CMS_REPO must be owner\/name/],
    [{ ...github, CMS_REPO: 'https://github.com/coverbridge/web' }, /^CMS_REPO must be/],
    [{ ...github, CMS_REPO: 'a/b/c' }, /^CMS_REPO must be owner\/name/],
    [{ ...github, CMS_BASE_URL: 'http://auth.coverbridge.example' }, /^CMS_BASE_URL must be an https/],
    [{ ...github, CMS_BASE_URL: 'auth.coverbridge.example' }, /^CMS_BASE_URL must be an https/],
    [{ ...gitlab, CMS_API_ROOT: 'http://gitlab.example/api/v4' }, /^CMS_API_ROOT must be an https/],
    [{ ...github, CMS_APP_ID: 'x' }, /^CMS_APP_ID is for gitlab or gitea/],
    [{ ...gitlab, CMS_APP_ID: '' }, /needs CMS_APP_ID/],
    [{ ...gitea, CMS_API_ROOT: '' }, /needs CMS_API_ROOT/],
    [{ ...github, CMS_BRANCH: 'main branch' }, /^CMS_BRANCH must be a branch name/],
    [{ ...github, CMS_WORKFLOW: 'review' }, /^CMS_WORKFLOW must be "editorial" or unset/],
    [{ CMS_WORKFLOW: 'editorial' }, /^CMS_WORKFLOW=editorial needs CMS_BACKEND .*unset/],
    [{ ...gitea, CMS_WORKFLOW: 'editorial' }, /^CMS_WORKFLOW=editorial .*gitea backend has no/],
  ])('%o', (env, message) => {
    expect(() => cmsBackend(env)).toThrow(message)
  })

  it('the build stops at its first step with that message', () => {
    const run = spawnSync(process.execPath, ['scripts/check-env.mjs'], {
      env: { ...process.env, NEXT_PUBLIC_SITE_URL: 'https://x.example', CMS_BACKEND: 'svn' },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/Build refused: CMS_BACKEND must be github, gitlab, gitea/)
  })
})

describe('the admin page', () => {
  it("its policy allows the backend's API and nothing else from outside", () => {
    const policy = adminPolicy({ origins: ['https://api.github.com'] })
    expect(policy).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:8081 https:\/\/api\.github\.com;/,
    )
    expect(adminPolicy()).not.toMatch(/https:/)
  })

  it('not connected: explains what to set, and starts the CMS only through its start script', () => {
    const page = adminPage({ basePath: '/coverbridge', policy: "default-src 'self'", connected: false })
    expect(page).toContain('The content manager is not connected yet')
    expect(page).toMatch(/<code>CMS_BACKEND<\/code>[\s\S]*docs\/cms-hosting\.md/)
    expect(page).toContain('<script src="/coverbridge/admin/start.js" data-scripts="decap-cms.js">')
    expect(page).not.toContain('<script src="/coverbridge/admin/decap-cms.js">')
    const connected = adminPage({ policy: "default-src 'self'", preview: 'preview-0123abcd.js' })
    expect(connected).not.toContain('not connected')
    // The previews run after Decap's bundle, which defines what they register with.
    expect(connected).toMatch(
      /admin\/decap-cms\.js"><\/script>\n<script src="\/admin\/preview-0123abcd\.js"/,
    )
  })

  it('not connected: the explanation is styled from the head, nothing follows its main but the start script', () => {
    const page = adminPage({ policy: "default-src 'self'", connected: false })
    const [head = '', body = ''] = page.split('</head>')
    expect(head).toMatch(/<style>\n#cms-not-connected \{/)
    expect(body).not.toContain('<style')
    expect(body).toMatch(/<\/main>\n<script src="\/admin\/start\.js"[^>]*><\/script>\n<\/body>/)
    expect(adminPage({ policy: "default-src 'self'" })).not.toContain('<style')
  })
})
