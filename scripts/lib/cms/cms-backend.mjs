// Where a deployed site's authors sign in and publish, from the build's CMS_* variables
// (docs/cms-hosting.md). The one place those variables are read and checked: the build's first
// step (scripts/check-env.mjs) and the step that writes /admin (scripts/admin.mjs) both call
// cmsBackend(), so a wrong value stops the build before its pages are built, naming the variable.

/** The backends a site owner can choose, in the order the docs recommend them. */
export const CMS_BACKENDS = ['github', 'gitlab', 'gitea', 'git-gateway']

/** Backends whose Decap CMS implementation keeps drafts as pull or merge requests. */
const EDITORIAL = new Set(['github', 'gitlab', 'git-gateway'])

const DOCS = 'docs/cms-hosting.md'

/** owner/name; GitLab also allows groups within groups (group/subgroup/name). */
const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/
const NESTED_REPO = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)+$/
const BRANCH = /^(?!-|\/)(?!.*\.\.)[A-Za-z0-9_./-]+(?<!\/|\.lock)$/

const read = (env, name) => env[name]?.trim() || undefined

/** An https:// URL from `name`, without a trailing slash; throws naming the variable otherwise. */
function httpsUrl(env, name) {
  const value = read(env, name)
  if (value === undefined) return undefined
  let url
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an https:// URL, not "${value}"`)
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
    throw new Error(`${name} must be an https:// URL without credentials or query, not "${value}"`)
  }
  return url.href.replace(/\/+$/, '')
}

/**
 * The backend of the CMS's configuration for an environment:
 * - `connected`: whether a hosted backend is set; without one the deployed /admin/ explains what
 *   to set, and only the local write API of `npm run cms` can sign in.
 * - `backend`, `publishMode`: the configuration's `backend` and `publish_mode`.
 * - `origins`: what the admin page's policy must allow to reach (API, token endpoint, avatars).
 * - `warnings`: settings that work but that the build should point out.
 */
export function cmsBackend(env = process.env, { localUrl = 'http://127.0.0.1:8081/api/v1' } = {}) {
  const name = read(env, 'CMS_BACKEND')
  const branch = read(env, 'CMS_BRANCH') ?? 'main'
  const workflow = read(env, 'CMS_WORKFLOW')
  if (name !== undefined && !CMS_BACKENDS.includes(name)) {
    throw new Error(`CMS_BACKEND must be ${CMS_BACKENDS.join(', ')} or unset, not "${name}"`)
  }
  if (!BRANCH.test(branch)) throw new Error(`CMS_BRANCH must be a branch name, not "${branch}"`)
  if (workflow !== undefined && workflow !== 'editorial') {
    throw new Error(`CMS_WORKFLOW must be "editorial" or unset, not "${workflow}"`)
  }
  if (workflow && !EDITORIAL.has(name)) {
    throw new Error(
      `CMS_WORKFLOW=editorial needs CMS_BACKEND github, gitlab or git-gateway (${name ? `Decap's ${name} backend has no editorial workflow` : 'CMS_BACKEND is unset'}); see ${DOCS}`,
    )
  }
  const publishMode = workflow ? { publishMode: 'editorial_workflow' } : {}

  if (name === undefined) {
    // No hosted backend: the configuration names the local write API, which Decap also finds by
    // itself on localhost; a deployed /admin/ shows what to set instead of a sign-in.
    return {
      connected: false,
      backend: { name: 'proxy', proxy_url: localUrl, branch },
      origins: [],
      warnings: [],
    }
  }
  if (name === 'git-gateway') {
    return {
      connected: true,
      backend: { name, branch },
      ...publishMode,
      origins: [],
      warnings: [
        'CMS_BACKEND=git-gateway signs authors in through Netlify Identity and Git Gateway, which ' +
          `Netlify has deprecated: prefer github, gitlab or gitea (${DOCS}).`,
      ],
    }
  }

  const repo = read(env, 'CMS_REPO')
  if (!repo) throw new Error(`CMS_BACKEND=${name} needs CMS_REPO (owner/name)`)
  if (!(name === 'gitlab' ? NESTED_REPO : REPO).test(repo)) {
    throw new Error(`CMS_REPO must be owner/name (such as coverbridge/web), not "${repo}"`)
  }
  const apiRoot = httpsUrl(env, 'CMS_API_ROOT')
  const baseUrl = httpsUrl(env, 'CMS_BASE_URL')
  const appId = read(env, 'CMS_APP_ID')
  if (name === 'github' && appId) {
    throw new Error('CMS_APP_ID is for gitlab or gitea: GitHub signs in through CMS_BASE_URL')
  }
  if (name !== 'github' && !appId) {
    throw new Error(`CMS_BACKEND=${name} needs CMS_APP_ID (the OAuth application's id; ${DOCS})`)
  }
  if (name === 'gitea' && !apiRoot) {
    throw new Error('CMS_BACKEND=gitea needs CMS_API_ROOT (https://host/api/v1)')
  }

  let backend
  if (name === 'github') {
    // Without CMS_BASE_URL Decap signs in through Netlify's OAuth client (on Netlify only).
    backend = {
      name,
      repo,
      branch,
      api_root: apiRoot ?? 'https://api.github.com',
      ...(baseUrl ? { base_url: baseUrl } : {}),
    }
  } else {
    // GitLab and Gitea sign in with PKCE on the host of their API, unless told otherwise.
    const host = baseUrl ?? (apiRoot ? new URL(apiRoot).origin : 'https://gitlab.com')
    backend = {
      name,
      repo,
      branch,
      api_root: apiRoot ?? `${host}/api/v4`,
      base_url: host,
      app_id: appId,
      ...(name === 'gitlab' ? { auth_type: 'pkce' } : {}),
    }
  }
  const origins = [backend.api_root, backend.base_url].filter(Boolean)
  if (name === 'github') origins.push('https://avatars.githubusercontent.com')
  return {
    connected: true,
    backend,
    ...publishMode,
    origins: [...new Set(origins.map((url) => new URL(url).origin))],
    warnings: [],
  }
}
