import type { z } from 'zod'
import type { legalDocumentSchema } from './schema'

type RawLegalDocument = z.input<typeof legalDocumentSchema>

export const rawLegal: {
  terms: RawLegalDocument
  privacy: RawLegalDocument
  cookies: RawLegalDocument
} = {
  terms: {
    title: 'Terms of Use',
    description:
      'The rules that apply when you use the Coverbridge website and platform to rate, quote and bind insurance.',
    updated: 'Last updated: 1 March 2026',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These Terms of Use apply to the Coverbridge website and to the Coverbridge platform, including the quoting portal, the application programming interface (API) and any related services. By using the website or the platform, you agree to these terms. If you use Coverbridge on behalf of a company, you confirm that you are authorised to accept these terms for that company.',
          'Where your company has signed a separate agreement with Coverbridge, that agreement works together with these terms. If the two conflict, the signed agreement takes priority.',
        ],
      },
      {
        heading: 'Coverbridge is not an insurer',
        paragraphs: [
          'Coverbridge is a technology provider. We are not an insurer and we do not issue insurance policies or carry any insurance risk. Coverage is provided by the carriers that offer their products on the platform, and each policy is governed by the terms and conditions set by the carrier that issues it.',
          'Quotes shown on the platform are prepared from the carriers’ own rating rules and the information you enter. A quote is not a promise of coverage. Coverage begins only when the carrier has accepted the risk and the policy is bound.',
        ],
      },
      {
        heading: 'Term of the agreement',
        paragraphs: [
          'The agreement between your company and Coverbridge runs for one year from the date your account is activated, unless your signed agreement states a different start date. After the first year, it continues month-to-month until either party ends it.',
        ],
      },
      {
        heading: 'Ending the agreement',
        paragraphs: [
          'Either party may terminate the agreement for any reason by giving the other party 30 days’ written notice. During the notice period you keep access to the platform and may export your data.',
          'If either party commits a material breach of the agreement, the other party may give written notice describing the breach. The breaching party then has a 30-day cure period to put it right. If the breach is not cured within 30 days of the notice, the other party may terminate the agreement straight away.',
          'Policies that were bound before the agreement ends stay in force under the carrier’s terms. Ending your agreement with Coverbridge does not cancel any policy.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'You agree to use the platform only for lawful insurance business and only within the lines of business and states in which you, or the licensed agency you work with, are permitted to operate. You must give accurate information when requesting quotes and must not knowingly submit false or misleading details about a risk.',
          'You must not try to gain access to accounts or data that are not yours, interfere with the security or performance of the platform, copy or scrape carrier rates, resell access to the platform without our written permission, or use the API in a way that places an unreasonable load on our systems.',
          'You are responsible for the users you invite to your account and for keeping their sign-in details secure. Tell us straight away if you believe an account has been used without permission.',
        ],
      },
      {
        heading: 'The external application',
        paragraphs: [
          'The quoting portal and the API are run as a separate application from this website and are reached through the “Log in” link at the top of this website. Using the application may require you to accept additional terms, such as carrier appointment terms or API usage limits, which are shown to you before you accept them.',
          'We work hard to keep the application available, but we may need to pause it for maintenance or security updates. Where possible, we give advance notice of planned maintenance.',
        ],
      },
      {
        heading: 'Fees',
        paragraphs: [
          'Coverbridge pricing is performance-based. There are no large upfront fees and no hidden fees: every charge is listed in your proposal or signed agreement before you are billed.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'To the extent permitted by law, the total liability of Coverbridge under or in connection with the agreement is capped at the fees you have paid to Coverbridge. Coverbridge is not responsible for decisions made by carriers, including decisions to decline a risk, change a premium or deny a claim.',
          'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud.',
        ],
      },
      {
        heading: 'Governing law and changes',
        paragraphs: [
          'These terms and the agreement are governed by the laws of the State of Georgia, and any dispute will be heard by the courts located in Georgia.',
          'We may update these terms from time to time. When we make a material change, we will tell account administrators by e-mail at least 30 days before the change takes effect. The date at the top of this page shows when the terms were last updated.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Coverbridge collects, uses, shares and protects information when you visit our website or use our platform.',
    updated: 'Last updated: 1 March 2026',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Coverbridge provides technology that lets brokers, agents, MGAs, associations, community banks, carriers and PEOs rate, quote and bind specialty insurance. This policy explains what information we collect, why we collect it and the choices you have.',
        ],
      },
      {
        heading: 'Information we collect',
        paragraphs: [
          'When you contact us, request a demo or create an account, we collect details such as your name, company, job title, work e-mail address and phone number.',
          'When you or your users request quotes, we collect the company data needed to price the risk, such as the business name and address, industry, number of employees, annual revenue, claims history and the coverage requested.',
          'When you visit the website or use the platform, we automatically collect technical information such as your browser type, device, pages viewed and the date and time of your visit, using cookies and similar technologies described in our Cookie Policy.',
        ],
      },
      {
        heading: 'How company data is shared with carriers',
        paragraphs: [
          'The company data entered for a quote is passed to the insurance carriers on the platform that may offer coverage for that risk. We share it because carriers need it to assess the risk, calculate a premium and, if you choose to bind, issue the policy. Without it, no carrier could quote or provide coverage.',
          'Each carrier uses the data under its own privacy notice and its legal obligations as an insurer. We only send carriers the information their rating and underwriting require.',
        ],
      },
      {
        heading: 'Other ways we use and share information',
        paragraphs: [
          'We use information to run and improve the platform, provide support and training, reconcile premiums and commissions, keep the service secure and meet our legal obligations. We may send you product updates, and you can opt out of marketing e-mails at any time with the link in each message.',
          'We share information with service providers that help us run our business, such as hosting, payment processing and e-mail providers, under contracts that require them to protect it. We do not sell personal information.',
        ],
      },
      {
        heading: 'How long we keep information',
        paragraphs: [
          'We keep account and quote records for as long as your agreement is in force and for up to seven years afterwards, so that policy, premium and commission records are available for audits, claims questions and regulatory requirements. Demo requests and enquiries that do not lead to an account are deleted after two years.',
          'When information is no longer needed, we delete it or make it anonymous so it can no longer be linked to you.',
        ],
      },
      {
        heading: 'How we protect information',
        paragraphs: [
          'Data is encrypted in transit and at rest, access is limited by role to the people who need it, and every action in the platform is logged. We test our systems regularly and require our service providers to meet similar standards.',
          'No system is completely secure, so if we become aware of a breach affecting your information we will tell you without undue delay, as required by law.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Depending on where you live, you may have the right to access the personal information we hold about you, ask us to correct or delete it, object to or limit how we use it, and receive a copy in a portable format. You also have the right not to be treated differently for using these rights.',
          'Some information may need to be kept even after a deletion request, for example where a carrier or regulator requires policy records to be retained. If so, we will explain why.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'To ask a question about this policy or to use any of your rights, e-mail privacy@coverbridge.example. We will reply within 30 days. If we change this policy in a meaningful way, we will update the date at the top of this page and let account administrators know by e-mail.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    description:
      'Which cookies and browser storage the Coverbridge website uses, what each one does and how you can control them.',
    updated: 'Last updated: 1 March 2026',
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'Cookies are small text files that a website stores in your browser. They let the site remember information between pages and visits. This policy explains which cookies and similar technologies we use and why.',
        ],
      },
      {
        heading: 'Essential cookies',
        paragraphs: [
          'Essential cookies are needed for the website to work. They remember your cookie choices, keep pages loading securely and protect forms such as the demo request from abuse. Because the site cannot work properly without them, they cannot be switched off in our settings.',
        ],
      },
      {
        heading: 'Analytical cookies',
        paragraphs: [
          'Analytical cookies help us understand how visitors use the website, such as which pages are visited most, how people arrive and where they leave. The information is counted in aggregate and helps us improve our content and navigation. We do not use it to identify you personally.',
        ],
      },
      {
        heading: 'Functionality cookies',
        paragraphs: [
          'Functionality cookies remember choices you make, such as the options you picked on a quote comparison or whether you have closed a notice, so you do not have to make them again on your next visit.',
        ],
      },
      {
        heading: 'Local storage for the shop and wishlist',
        paragraphs: [
          'The shop and wishlist on this website do not use cookies. Instead, they use your browser’s local storage to remember the items in your cart and wishlist. This information stays on your device, is not sent to our servers while you browse, and is removed when you clear your browser’s site data.',
        ],
      },
      {
        heading: 'How to refuse or remove cookies',
        paragraphs: [
          'You can refuse or delete cookies at any time in your browser settings. Most browsers let you block all cookies, block only third-party cookies or clear cookies when you close the browser. Look for “Privacy” or “Cookies” in your browser’s settings menu.',
          'If you block essential cookies, some parts of the website may not work as expected. Blocking analytical and functionality cookies will not stop you from using the site.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update this policy when we change the cookies we use. The date at the top of this page shows the latest version. If you have questions about cookies or local storage, e-mail privacy@coverbridge.example.',
        ],
      },
    ],
  },
}
