/** Copy of the pricing page (/pricing). */
export const pricingBanner = {
  title: 'Pricing',
  lead: 'We do well when you write business. Our pricing follows four simple rules, and every proposal spells out each charge before you sign.',
  action: 'Request Pricing Information',
}

export const pricingPhilosophy = {
  id: 'philosophy-heading',
  eyebrow: 'Our pricing philosophy',
  title: 'Four rules we price by',
}

export const pricingIncludedCopy = {
  eyebrow: 'Included with every account',
  title: 'Everything you need to go live',
  cardTitle: 'Pricing for your firm',
  cardText:
    'Because our fees follow the business you write, we price each firm on its lines, volume and integrations. Tell us about your book and we will send a written proposal, usually within two business days.',
  action: 'Request Pricing Information',
}

export const pricingFaq = {
  eyebrow: 'Pricing questions',
  title: 'What firms ask before they sign',
}
