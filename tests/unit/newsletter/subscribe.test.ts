// @vitest-environment jsdom
import { readMailchimpAnswer, subscribe } from '@/lib/newsletter/subscribe'

const MAILCHIMP = {
  provider: 'mailchimp' as const,
  url: 'https://cb.us1.list-manage.com/subscribe/post?u=abc&id=list1',
}
const BUTTONDOWN = {
  provider: 'buttondown' as const,
  url: 'https://buttondown.com/api/emails/embed-subscribe/coverbridge',
}

/** The JSONP script the last call put into the page (jsdom fetches none). */
async function jsonpScript() {
  await vi.waitFor(() => expect(document.querySelector('script[src]')).not.toBeNull())
  return document.querySelector<HTMLScriptElement>('script[src]')!
}

afterEach(() => {
  document.head.replaceChildren()
  vi.unstubAllGlobals()
})

describe("Mailchimp's answer", () => {
  it('is read for what it means, never for its words', () => {
    expect(readMailchimpAnswer({ result: 'success', msg: 'Almost finished...' })).toBe('subscribed')
    expect(
      readMailchimpAnswer({
        result: 'error',
        msg: 'a@b.example is already subscribed to list X. <a href="https://x">Click here</a>',
      }),
    ).toBe('already')
    expect(readMailchimpAnswer({ result: 'error', msg: '0 - Please enter a value' })).toBe(
      'refused',
    )
    expect(readMailchimpAnswer({ result: 'error' })).toBe('refused')
    expect(readMailchimpAnswer({ result: 'maybe' })).toBe('failed')
    expect(readMailchimpAnswer('<html>')).toBe('failed')
    expect(readMailchimpAnswer(null)).toBe('failed')
  })
})

describe('subscribe through Mailchimp (JSONP)', () => {
  it("asks /post-json with the address, the form's empty bot field and a callback, and resolves with its answer", async () => {
    const outcome = subscribe(MAILCHIMP, 'reader@agency.example')
    const script = await jsonpScript()
    const asked = new URL(script.src)
    expect(asked.origin + asked.pathname).toBe('https://cb.us1.list-manage.com/subscribe/post-json')
    const callback = asked.searchParams.get('c') ?? ''
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      u: 'abc',
      id: 'list1',
      b_abc_list1: '',
      EMAIL: 'reader@agency.example',
      c: callback,
    })
    expect(callback).toMatch(/^coverbridgeNewsletter\d+$/)
    Reflect.get(window, callback)({ result: 'error', msg: 'x is already subscribed to list' })
    await expect(outcome).resolves.toBe('already')
    expect(document.querySelector('script[src]')).toBeNull()
    // A late second answer finds a callback that does nothing.
    expect(() => Reflect.get(window, callback)({ result: 'success' })).not.toThrow()
  })

  it('fails when the script cannot load, or loads without answering', async () => {
    const failed = subscribe(MAILCHIMP, 'reader@agency.example')
    ;(await jsonpScript()).dispatchEvent(new Event('error'))
    await expect(failed).resolves.toBe('failed')
    const silent = subscribe(MAILCHIMP, 'reader@agency.example')
    ;(await jsonpScript()).dispatchEvent(new Event('load'))
    await expect(silent).resolves.toBe('failed')
  })
})

describe('subscribe through Buttondown (a plain form post)', () => {
  it('posts the address as its form would, and can only tell that it arrived', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null))
    vi.stubGlobal('fetch', fetch)
    await expect(subscribe(BUTTONDOWN, 'reader@agency.example')).resolves.toBe('sent')
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(BUTTONDOWN.url)
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', credentials: 'omit' })
    expect(String(init.body)).toBe('email=reader%40agency.example&embed=1')
  })

  it('fails when the network does', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(subscribe(BUTTONDOWN, 'reader@agency.example')).resolves.toBe('failed')
  })
})
