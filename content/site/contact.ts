import { parseEntry } from '../shared/validate'
import { siteConfig } from './config'
import { contactPageSchema } from './schema'

/** Copy of /contact: who to write to for what, and how fast we answer. */
export const contactPage = parseEntry('content/site/contact.ts', contactPageSchema, {
  title: 'Contact Us',
  description:
    'Talk to Coverbridge about rating, quoting and binding specialty insurance in one portal: demos, performance-based pricing, onboarding and API integration. We reply within one business day.',
  lead: 'Wholesale broker, retail agent, MGA or carrier: tell us how you place specialty risk today and we will show you what it looks like in one portal, with more than five quotes from fewer than ten questions.',
  formTitle: 'Send us a message',
  formIntro:
    'A few details about your business and the lines you write help us give you a specific first answer instead of a brochure.',
  responseTime:
    'A product specialist replies within one business day, Monday to Friday, 9 am to 6 pm Eastern.',
  channels: [
    {
      title: 'Sales and pricing',
      desc: 'Demos, performance-based pricing with no upfront fees or long-term contract, and whether our carriers cover your lines and states.',
      email: siteConfig.salesEmail,
    },
    {
      title: 'Support for current clients',
      desc: 'Questions about a submission, a carrier appetite, user setup or importing your policyholder and renewal data.',
      email: siteConfig.supportEmail,
    },
    {
      title: 'Carriers and technology partners',
      desc: 'Put your products in front of our brokers or connect through the full API; integrations take two weeks or less on average. Use the form and we will route you to the partnerships team.',
    },
  ],
})
