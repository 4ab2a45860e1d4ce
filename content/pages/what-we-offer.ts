/** Copy of the offerings page (/what-we-offer). */
export const offerBanner = {
  title: 'What We Offer',
  lead: 'One portal to rate, quote and bind specialty insurance, a full API for the systems you already run, and a team that has you writing business in about two weeks.',
  action: 'Get Started',
}

export const offerPortal = {
  id: 'portal-heading',
  eyebrow: 'The portal',
  title: 'Rate, quote and bind in one place',
  lead: 'Answer fewer than ten questions, compare more than five bindable quotes side by side, and bind in under 5 minutes, without re-keying an application into a single carrier site.',
}

export const offerApi = {
  eyebrow: 'The API',
  title: 'A full API for the systems you already run',
  lead: 'Everything the portal does is available through a documented API, so your agency management system, CRM or core banking platform can quote and bind directly. Integrations take two weeks or less on average.',
}

export const offerOnboarding = {
  eyebrow: 'Onboarding',
  title: 'Live in about two weeks, in six steps',
  lead: 'A named client success manager takes you from the first conversation to your first bound policy, and stays with you afterwards.',
}

export const offerSegments = {
  eyebrow: 'Who it serves',
  title: 'Built for everyone who places specialty risk',
  link: 'See how each segment uses Coverbridge',
}
