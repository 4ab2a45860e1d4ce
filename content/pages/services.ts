/** Copy of the two service pages (/service-v1 and /service-v2). */
export const serviceV1Banner = {
  title: 'Our Offerings',
  lead: 'Everything a producer needs to place specialty risk, from the first question to the renewal.',
}

export const serviceV1Offerings = {
  id: 'offerings-heading',
  eyebrow: 'Offerings',
  title: 'One platform, from rating to renewal',
}

export const serviceV1Features = {
  id: 'key-features-heading',
  eyebrow: 'Key Features',
  title: 'Why producers switch to Coverbridge',
}

export const serviceV1Tour = {
  eyebrow: 'Product tour',
  title: 'From a short application to a bound policy',
  lead: 'Follow one general liability risk through the portal: eight questions, five carrier quotes, one click to bind.',
}

export const serviceV2Banner = {
  title: 'Banking Solutions',
  lead: 'Loans, accounts and cards for business customers, with the insurance they need quoted at the same table.',
}

export const serviceV2Solutions = {
  id: 'banking-heading',
  eyebrow: 'Banking solutions',
  title: 'Everything a business customer asks their bank for',
}

export const serviceV2Products = {
  id: 'products-heading',
  eyebrow: 'Featured products',
  title: 'Specialty cover your customers can bind today',
}

export const serviceV2Testimonials = {
  eyebrow: 'Testimonials',
  title: 'What bankers and brokers say',
}
