// @vitest-environment jsdom
import {
  randomUserId,
  readVisitorIdentity,
  saveVisitorIdentity,
  VISITOR_IDENTITY_KEY,
} from '@/lib/chat/identity'
import { VISITOR_IDENTITY_EVENT } from '@/lib/chat/config'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.restoreAllMocks()
})

describe('visitor identity', () => {
  it('is saved after a contact message and read back with a random UUID', () => {
    const saved = saveVisitorIdentity({ email: 'dana@harborpoint.example', name: 'Dana Whitfield' })
    expect(saved).toEqual({
      email: 'dana@harborpoint.example',
      name: 'Dana Whitfield',
      userId: expect.stringMatching(UUID_V4),
    })
    expect(readVisitorIdentity()).toEqual(saved)
    expect(JSON.parse(localStorage.getItem(VISITOR_IDENTITY_KEY) ?? '')).toEqual(saved)
  })

  it('keeps the userId for the same e-mail and starts a new one for another', () => {
    const first = saveVisitorIdentity({ email: 'dana@harborpoint.example', name: 'Dana' })
    const again = saveVisitorIdentity({ email: 'DANA@harborpoint.example', name: 'Dana W.' })
    expect(again?.userId).toBe(first?.userId)
    expect(again?.name).toBe('Dana W.')
    const other = saveVisitorIdentity({ email: 'lee@summitmga.example', name: 'Lee' })
    expect(other?.userId).not.toBe(first?.userId)
  })

  it('tells the page (the chat stub listens) when it changes', () => {
    const listener = vi.fn()
    window.addEventListener(VISITOR_IDENTITY_EVENT, listener)
    saveVisitorIdentity({ email: 'dana@harborpoint.example', name: 'Dana' })
    window.removeEventListener(VISITOR_IDENTITY_EVENT, listener)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['invalid JSON', '{"email":'],
    ['a string', '"dana@harborpoint.example"'],
    ['null', 'null'],
    ['a bad e-mail', JSON.stringify({ email: '<script>', name: 'x', userId: randomUserId() })],
    ['a bad userId', JSON.stringify({ email: 'a@b.co', name: 'x', userId: '1; DROP' })],
    ['a missing name', JSON.stringify({ email: 'a@b.co', userId: randomUserId() })],
  ])('reads %s as no identity, without throwing', (_, stored) => {
    localStorage.setItem(VISITOR_IDENTITY_KEY, stored)
    expect(readVisitorIdentity()).toBeNull()
  })

  it('replaces a corrupt value on the next save', () => {
    localStorage.setItem(VISITOR_IDENTITY_KEY, '{oops')
    expect(saveVisitorIdentity({ email: 'a@b.co', name: 'A' })?.email).toBe('a@b.co')
    expect(readVisitorIdentity()?.email).toBe('a@b.co')
  })

  it('survives storage that throws (disabled or full)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(readVisitorIdentity()).toBeNull()
    expect(saveVisitorIdentity({ email: 'a@b.co', name: 'A' })).toBeNull()
  })
})

describe('randomUserId', () => {
  it('makes v4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    expect(randomUserId()).toMatch(UUID_V4)
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const ids = new Set(Array.from({ length: 50 }, () => randomUserId()))
      expect(ids.size).toBe(50)
      for (const id of ids) expect(id).toMatch(UUID_V4)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
