// @vitest-environment jsdom
import { CHAT_OPENED_KEY } from '@/lib/chat/config'

type Store = typeof import('@/stores/consent')

const VERSION = 'Last updated: 25 November 2026'
const EARLIER = 'Last updated: 1 March 2026'

/** Fresh module: what a page kept in memory does not carry over between tests. */
async function freshStore(): Promise<Store> {
  vi.resetModules()
  return import('@/stores/consent')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('cookie choices: reading what is stored', () => {
  it('reads a choice made under this version', async () => {
    const { parseChoices } = await freshStore()
    expect(
      parseChoices(
        JSON.stringify({ version: VERSION, analytics: false, functionality: true }),
        VERSION,
      ),
    ).toEqual({ analytics: false, functionality: true })
  })

  it('reads a choice made under another version of the policy as none: the visitor is asked again', async () => {
    const { parseChoices } = await freshStore()
    const earlier = JSON.stringify({ version: EARLIER, analytics: true, functionality: true })
    expect(parseChoices(earlier, VERSION)).toBeNull()
    expect(parseChoices(earlier, EARLIER)).toEqual({ analytics: true, functionality: true })
  })

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['invalid JSON', '{"version":'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', `"${VERSION}"`],
    ['an array', '[true, true]'],
    ['markup', '<script>alert(1)</script>'],
    ['no version', JSON.stringify({ analytics: true, functionality: true })],
    ['a numeric version', JSON.stringify({ version: 1, analytics: true, functionality: true })],
    [
      'a string for a kind',
      JSON.stringify({ version: VERSION, analytics: 'yes', functionality: true }),
    ],
    ['a kind missing', JSON.stringify({ version: VERSION, analytics: true })],
    ['a kind as 1', JSON.stringify({ version: VERSION, analytics: true, functionality: 1 })],
  ])('reads %s as no choice, without throwing', async (_, raw) => {
    const { parseChoices, readChoices, CONSENT_STORAGE_KEY } = await freshStore()
    expect(parseChoices(raw, VERSION)).toBeNull()
    if (raw !== null) localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    expect(readChoices(VERSION)).toBeNull()
  })

  it('keeps only the kinds it knows, never more than was stored', async () => {
    const { parseChoices } = await freshStore()
    const raw = `{"version":"${VERSION}","analytics":false,"functionality":false,"advertising":true,"__proto__":{"functionality":true}}`
    expect(parseChoices(raw, VERSION)).toEqual({ analytics: false, functionality: false })
  })
})

describe('cookie choices: saving', () => {
  it('saves under the version, and a reload reads the same choice', async () => {
    const first = await freshStore()
    first.saveChoices(VERSION, { analytics: true, functionality: false })
    expect(JSON.parse(localStorage.getItem(first.CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: VERSION,
      analytics: true,
      functionality: false,
    })
    const reloaded = await freshStore()
    expect(reloaded.readChoices(VERSION)).toEqual({ analytics: true, functionality: false })
    expect(reloaded.readChoices(EARLIER)).toBeNull()
  })

  it('replaces a corrupt value', async () => {
    const { saveChoices, readChoices, CONSENT_STORAGE_KEY } = await freshStore()
    localStorage.setItem(CONSENT_STORAGE_KEY, '{oops')
    saveChoices(VERSION, { analytics: true, functionality: true })
    expect(readChoices(VERSION)).toEqual({ analytics: true, functionality: true })
  })

  it('withdrawing functionality forgets that the chat was opened; allowing it keeps it', async () => {
    const { saveChoices, rememberChatOpened, chatOpenedBefore } = await freshStore()
    rememberChatOpened()
    expect(chatOpenedBefore()).toBe(true)
    saveChoices(VERSION, { analytics: false, functionality: true })
    expect(chatOpenedBefore()).toBe(true)
    saveChoices(VERSION, { analytics: false, functionality: false })
    expect(chatOpenedBefore()).toBe(false)
    expect(localStorage.getItem(CHAT_OPENED_KEY)).toBeNull()
  })

  it('where storage refuses to keep anything, the choice holds for the page and nothing throws', async () => {
    const { saveChoices, readChoices, rememberChatOpened, chatOpenedBefore } = await freshStore()
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse)
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse)
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse)
    expect(readChoices(VERSION)).toBeNull()
    expect(() => saveChoices(VERSION, { analytics: false, functionality: true })).not.toThrow()
    expect(readChoices(VERSION)).toEqual({ analytics: false, functionality: true })
    expect(readChoices(EARLIER)).toBeNull()
    expect(() => rememberChatOpened()).not.toThrow()
    expect(chatOpenedBefore()).toBe(false)
  })
})
