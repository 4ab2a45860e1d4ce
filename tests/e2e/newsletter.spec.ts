import type { Page } from '@playwright/test'
import { newsletterCopy } from '../../content/site/newsletter'
import { NEWSLETTER_ADDRESSES } from '../../scripts/lib/tools/provider-stand-ins.mjs'
import { expectNoAxeViolations } from './support/axe'
import { seedStorage, storedChoices, useChatBuild } from './support/chat-build'
import { expect, test, waitForHydration } from './support/fixtures'
import { STAND_IN, standIns } from './support/stand-ins'

// The chat build is the build with a newsletter provider: Mailchimp's embedded form, played by
// the stand-in (scripts/lib/tools/provider-stand-ins.mjs), which answers by the address sent.
useChatBuild()

const SUBSCRIBED =
  'Almost done. We have sent you an e-mail with a confirmation link; your subscription starts when you press it.'
const ALREADY = 'This address is already subscribed. Nothing has changed.'
const REFUSED = 'Our newsletter service did not accept this address. Check it and try again.'
const FAILED =
  'Your address could not be sent. Check your connection and try again; it is still in the box.'

/** The sidebar's box on /service-details, hydrated, with cookie choices made (no dialog). */
async function openBox(page: Page) {
  await seedStorage(page, { cookie_choices: storedChoices(false, false) })
  await page.goto('/service-details')
  await waitForHydration(page)
  const box = page.getByRole('complementary')
  return {
    box,
    email: box.getByRole('textbox', { name: 'Email address' }),
    subscribe: box.getByRole('button', { name: 'Subscribe' }),
    status: box.getByRole('status'),
  }
}

/** The subscription requests the page made, as the addresses they carried. */
const sentAddresses = (page: Page) =>
  standIns(page.context()).hits.flatMap((entry) =>
    entry.kind === 'subscribe' ? [entry.query.EMAIL] : [],
  )

test('the words the box shows are those of content/site/newsletter.yaml', () => {
  expect([
    newsletterCopy.subscribed,
    newsletterCopy.alreadySubscribed,
    newsletterCopy.refused,
    newsletterCopy.failed,
  ]).toEqual([SUBSCRIBED, ALREADY, REFUSED, FAILED])
})

test('a new address is sent to the provider once: success said, field cleared, no reload, axe-clean', async ({
  page,
}) => {
  const { box, email, subscribe, status } = await openBox(page)
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes'
  })
  await expect(box).toContainText(
    'We send the address to our newsletter service only when you press Subscribe, and use it for nothing else. How we handle it',
  )
  await expect(box.getByRole('link', { name: 'How we handle it' })).toHaveAttribute(
    'href',
    '/privacy#newsletter',
  )
  await email.fill(NEWSLETTER_ADDRESSES.subscribed)
  await subscribe.click()
  await expect(status).toHaveText(SUBSCRIBED)
  await expect(email).toHaveValue('')
  expect(sentAddresses(page)).toEqual([NEWSLETTER_ADDRESSES.subscribed])
  const [request] = standIns(page.context()).requests
  expect(request).toMatch(new RegExp(`^GET ${STAND_IN}/subscribe/post-json\\?u=e2e&id=list&`))
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes')
  await expectNoAxeViolations(page, { include: 'aside' })
})

for (const [outcome, address, message] of [
  ['already subscribed', NEWSLETTER_ADDRESSES.already, ALREADY],
  ['refused', NEWSLETTER_ADDRESSES.refused, REFUSED],
  ['network failure', NEWSLETTER_ADDRESSES.failed, FAILED],
] as const) {
  test(`${outcome}: says so in the danger colour, keeps the typed address, axe-clean`, async ({
    page,
  }) => {
    const { email, subscribe, status } = await openBox(page)
    await email.fill(address)
    await subscribe.click()
    await expect(status).toHaveText(message)
    await expect(status).toHaveClass(/text-danger/)
    await expect(email).toHaveValue(address)
    expect(sentAddresses(page)).toEqual([address])
    await expectNoAxeViolations(page, { include: 'aside' })
    // Typing again puts the message away; a second try is sent again.
    await email.press('End')
    await email.press('Backspace')
    await expect(status).toHaveText('')
  })
}

test('an address that is not one is never sent: the field says why and keeps it', async ({
  page,
}) => {
  const { email, subscribe, status } = await openBox(page)
  await email.fill('reader@agency')
  await subscribe.click()
  await expect(email).toHaveAccessibleDescription('Email address must be a valid email')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('reader@agency')
  await expect(status).toHaveText('')
  expect(standIns(page.context()).requests).toEqual([])
  await email.fill('')
  await subscribe.click()
  await expect(email).toHaveAccessibleDescription('Email address is a required field')
  expect(standIns(page.context()).requests).toEqual([])
})
