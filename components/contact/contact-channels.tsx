import { phoneText, telHref } from '@/lib/phone'
import type { ContactChannel } from '@/content/site/schema'

/** Who to write to for what, plus phone and office (the site settings'): beside the form. */
export function ContactChannels({
  channels,
  phone,
  address,
}: {
  channels: ContactChannel[]
  phone: string
  address: string
}) {
  return (
    <aside aria-labelledby="contact-channels-heading" className="space-y-8">
      <div>
        <h2 id="contact-channels-heading" className="text-2xl font-bold text-ink">
          Who to contact
        </h2>
        <ul className="mt-5 space-y-5">
          {channels.map((channel) => (
            <li key={channel.title} className="border-l-4 border-accent pl-4">
              <h3 className="text-lg font-semibold text-ink">{channel.title}</h3>
              <p className="mt-1 text-muted">{channel.desc}</p>
              {channel.email ? (
                <a
                  href={`mailto:${channel.email}`}
                  className="mt-1 inline-flex min-h-11 items-center font-semibold break-all text-accent-strong underline underline-offset-4"
                >
                  {channel.email}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-card border border-line bg-white p-5">
        <h2 className="text-lg font-semibold text-ink">Call or visit</h2>
        <dl className="mt-3 space-y-3">
          <div>
            <dt className="text-sm font-semibold text-muted">Phone</dt>
            <dd>
              <a
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-accent-strong underline underline-offset-4"
              >
                {phoneText(phone)}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">Office</dt>
            <dd className="mt-1 text-ink">
              <address className="not-italic">{address}</address>
            </dd>
          </div>
        </dl>
      </div>
    </aside>
  )
}
