// The CMS at /admin in the export starts under its own Content-Security-Policy: Decap CMS's
// bundle and lazy chunks load from the site, and the policy blocks nothing it needs. Served from
// 127.0.0.1, the test build (no CMS_BACKEND) starts the CMS for local editing. (Editing for
// real, against decap-server, is tests/cms/edit.test.mjs.)
import { expect, test, type Page } from '@playwright/test'
import { serveHostedAdmin, SITE } from './support/hosted-admin'

test('the CMS at /admin starts, with nothing refused by its policy', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) outside.push(request.url())
  })
  const response = await page.goto('/admin/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 })
  expect(refused).toEqual([])
  expect(outside).toEqual([])
})

// A deployed /admin/, per backend: the page and configuration a build writes for its CMS_*
// variables, served at an https address in the browser (tests/e2e/support/hosted-admin.ts). Each
// loads with no configuration error, shows its sign-in, and the sign-in goes where the settings
// say; nothing reaches the network.
test.describe('a deployed /admin/', () => {
  /** Opens SITE/admin/ and returns what its policy refused and Decap's error text, if any. */
  async function open(page: Page) {
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
    })
    expect((await page.goto(`${SITE}/admin/`))?.status()).toBe(200)
    return refused
  }
  const configError = (page: Page) => page.getByText(/Error loading the CMS configuration/i)

  test('built without CMS_BACKEND, says it is not connected and what to set', async ({
    context,
    page,
  }) => {
    const { outside, served } = await serveHostedAdmin(context)
    await open(page)
    await expect(
      page.getByRole('heading', { name: 'The content manager is not connected yet' }),
    ).toBeVisible()
    await expect(page.getByText('CMS_BACKEND', { exact: true })).toBeVisible()
    await expect(page.getByText('docs/cms-hosting.md')).toBeVisible()
    await expect(page.getByRole('button', { name: /Login/ })).toHaveCount(0)
    expect(served).not.toContain('decap-cms.js')
    expect(outside).toEqual([])
  })

  test('GitHub: the sign-in opens the OAuth proxy of CMS_BASE_URL with provider github', async ({
    context,
    page,
  }) => {
    const { outside } = await serveHostedAdmin(context, {
      CMS_BACKEND: 'github',
      CMS_REPO: 'coverbridge/web',
      CMS_BASE_URL: 'https://auth.coverbridge.example',
    })
    const refused = await open(page)
    const login = page.getByRole('button', { name: 'Login with GitHub' })
    await expect(login).toBeVisible({ timeout: 20_000 })
    await expect(configError(page)).toHaveCount(0)
    expect(outside).toEqual([])
    const popup = context.waitForEvent('page')
    await login.click()
    const url = new URL((await popup).url())
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.coverbridge.example/auth')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'github',
      site_id: 'www.coverbridge.example',
      scope: 'repo',
    })
    expect(outside).toEqual([url.href])
    expect(refused).toEqual([])
  })

  for (const { backend, env, button, authorize, scope } of [
    {
      backend: 'GitLab',
      env: { CMS_BACKEND: 'gitlab', CMS_REPO: 'coverbridge/web', CMS_APP_ID: 'gitlab-app-id' },
      button: 'Login with GitLab',
      authorize: 'https://gitlab.com/oauth/authorize',
      scope: 'api',
    },
    {
      backend: 'Gitea',
      env: {
        CMS_BACKEND: 'gitea',
        CMS_REPO: 'coverbridge/web',
        CMS_API_ROOT: 'https://git.coverbridge.example/api/v1',
        CMS_APP_ID: 'gitea-app-id',
      },
      button: 'Login with Gitea',
      authorize: 'https://git.coverbridge.example/login/oauth/authorize',
      scope: 'repository',
    },
  ]) {
    test(`${backend}: the sign-in goes to its host's authorize page with the app id and a PKCE challenge`, async ({
      context,
      page,
    }) => {
      const { outside } = await serveHostedAdmin(context, env)
      const refused = await open(page)
      const login = page.getByRole('button', { name: button })
      await expect(login).toBeVisible({ timeout: 20_000 })
      await expect(configError(page)).toHaveCount(0)
      expect(outside).toEqual([])
      await login.click()
      await page.waitForURL((url) => url.href.startsWith(authorize))
      const url = new URL(page.url())
      expect(url.searchParams.get('client_id')).toBe(env.CMS_APP_ID)
      expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/admin/`)
      expect(url.searchParams.get('response_type')).toBe('code')
      expect(url.searchParams.get('scope')).toBe(scope)
      expect(url.searchParams.get('code_challenge_method')).toBe('S256')
      // SHA-256 of the verifier, base64url without padding: 43 characters.
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(outside).toEqual([url.href])
      expect(refused).toEqual([])
    })
  }
})
