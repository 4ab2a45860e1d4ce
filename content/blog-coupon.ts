/** Copy of the coupon box beside the blog's newsletter box (a demo: the code is not redeemable). */
export const blogCoupon = {
  eyebrow: 'Reader offer',
  title: '15 % off the Binding Authority Handbook',
  text: 'Use this code at checkout in our shop. Valid on desk references for brokers, agents and MGAs.',
  code: 'BLOG15',
  note: 'Demo code: the shop does not charge or apply discounts.',
} as const
