/**
 * The site's own files: the contact page, the legal pages, the settings (the header and footer
 * of every page) and the cookie choices' words.
 */
import { useMemo } from 'react'
import { AnalyticsCookies } from '@/components/consent/analytics-cookies'
import { ConsentForm } from '@/components/consent/consent-form'
import { CookieChoicesControl } from '@/components/consent/cookie-choices'
import { ContactView } from '@/components/contact/contact-view'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { LegalView } from '@/components/legal/legal-view'
import { Section } from '@/components/ui/section'
import { compileMarkdownBody } from '@/content/shared/markdown-compile'
import {
  consentFileSchema,
  contactPageSchema,
  legalDocumentSchema,
  newsletterCopySchema,
} from '@/content/site/schema'
import { contactPageOf } from '@/content/site/contact-page'
import { formatProblem } from '@/lib/content-files/validate'
import { siteSettingsSchema } from '@/lib/schemas/site'
import { STATIC_ROUTES } from '@/lib/seo'
import { menuProblems } from '@/lib/site-menus'
import { useOtherFile } from '../other-files'
import { preview, type DrawProps } from '../preview'
import { Problems } from '../problems'
import { pathOf, useSettings, Waiting } from '../site-data'

/** The preview has no EmailJS ids: its form's Send shows the failure message. */
const NO_EMAILJS = { serviceId: '', templateId: '', publicKey: '' }

function ContactPage({ value }: DrawProps<typeof contactPageSchema>) {
  const settings = useSettings()
  if (!settings) return <Waiting on={{ [pathOf('site', 'settings')]: settings }} />
  return (
    <ContactView
      page={contactPageOf(value, { sales: settings.salesEmail, support: settings.supportEmail })}
      emailJs={NO_EMAILJS}
      phone={settings.phone}
      address={settings.address}
    />
  )
}

// A legal page links only to the fixed pages (content/site/legal.ts).
const routes = new Set<string>(STATIC_ROUTES)

function LegalPage({ value, entry }: DrawProps<typeof legalDocumentSchema>) {
  const consent = useOtherFile('site', 'consent', consentFileSchema)
  const { file, body, bodyLine } = entry
  const compiled = useMemo(
    () =>
      compileMarkdownBody(
        { file, body, bodyLine },
        { routeExists: (path) => routes.has(path), pictureSize: () => undefined },
      ),
    [file, body, bodyLine],
  )
  if (compiled.problems.length) return <Problems problems={compiled.problems.map(formatProblem)} />
  const cookies = file.endsWith('/cookies.md')
  return (
    <LegalView document={{ ...value, body: compiled.tree, headings: compiled.headings }}>
      {cookies && consent ? (
        // As /cookiepolicy adds it, under the policy's last section.
        <div className="mt-6 max-w-[72ch]">
          <CookieChoicesControl copy={consent.dialog} />
        </div>
      ) : null}
    </LegalView>
  )
}

/** Every page's header and footer: the main pages' pair, then the template pages' pair. */
function Settings({ value, entry }: DrawProps<typeof siteSettingsSchema>) {
  const consent = useOtherFile('site', 'consent', consentFileSchema)
  const problems = menuProblems(value.navigation, entry)
  if (problems.length) return <Problems problems={problems.map(formatProblem)} />
  const { navigation, ...site } = value
  const choices = consent?.dialog.footerLink ?? ''
  return (
    <>
      <SiteHeader site={site} nav={navigation.main} />
      <SiteFooter site={site} columns={navigation.primaryFooter} cookieChoices={choices} />
      <div className="mt-12">
        <SiteHeader variant="alternate" site={site} nav={navigation.main} />
        <SiteFooter site={site} columns={navigation.alternateFooter} cookieChoices={choices} />
      </div>
    </>
  )
}

/**
 * The cookie choices as the dialog asks them (a build with the chat has it), the cookie
 * policy's control as a build without the chat shows it, and what the policy says of each
 * analytics provider in a build with one. The chat launcher's words show only
 * with a chat: they are checked here, not drawn.
 */
function Consent({ value }: DrawProps<typeof consentFileSchema>) {
  return (
    <Section tone="alt">
      <div className="mx-auto max-w-xl rounded-card bg-white p-6 shadow-raised">
        <h2 className="mb-4 text-2xl font-bold text-ink">{value.dialog.title}</h2>
        <form onSubmit={(event) => event.preventDefault()}>
          <ConsentForm copy={value.dialog} />
        </form>
      </div>
      <div className="mx-auto mt-10 max-w-xl">
        <CookieChoicesControl copy={value.dialog} />
        {/* What the cookie policy adds in a build with analytics, for each provider. */}
        {(['plausible', 'umami', 'ga4'] as const).map((provider) => (
          <AnalyticsCookies key={provider} copy={value.analytics} provider={provider} />
        ))}
      </div>
    </Section>
  )
}

/**
 * The newsletter box's words in a build with a provider: the note under the form, then each
 * message as the box shows it (the good ones in the success colour, the others in danger's).
 */
function Newsletter({ value }: DrawProps<typeof newsletterCopySchema>) {
  const messages = [
    [value.sending, 'text-muted'],
    [value.subscribed, 'font-semibold text-success'],
    [value.sent, 'font-semibold text-success'],
    [value.alreadySubscribed, 'font-semibold text-danger'],
    [value.refused, 'font-semibold text-danger'],
    [value.failed, 'font-semibold text-danger'],
  ] as const
  return (
    <Section tone="alt">
      <div className="mx-auto max-w-md space-y-4 rounded-card border border-line bg-white p-6">
        <p className="text-sm text-muted">
          {value.notice}{' '}
          <span className="font-semibold text-accent-strong underline">{value.privacyLink}</span>
        </p>
        {messages.map(([text, tone]) => (
          <p key={text} className={`text-sm ${tone}`}>
            {text}
          </p>
        ))}
      </div>
    </Section>
  )
}

export const sitePreviews = [
  preview({ collection: 'pages', file: 'contact' }, contactPageSchema, ContactPage),
  ...(['terms', 'privacy', 'cookies'] as const).map((file) =>
    preview({ collection: 'legal', file }, legalDocumentSchema, LegalPage),
  ),
  preview({ collection: 'site', file: 'settings' }, siteSettingsSchema, Settings),
  preview({ collection: 'site', file: 'consent' }, consentFileSchema, Consent),
  preview({ collection: 'site', file: 'newsletter' }, newsletterCopySchema, Newsletter),
]
