/**
 * Every marketing and template page of issue 3: title, one h1, the copy in the HTML without
 * JavaScript, no WCAG 2.2 A/AA violation, no horizontal scroll on a 320 px phone.
 */
export const contentPages = [
  {
    path: '/what-we-offer',
    title: 'What We Offer - Coverbridge',
    h1: 'What We Offer',
    copy: 'A full API for the systems you already run',
  },
  {
    path: '/customers',
    title: 'Customers - Coverbridge',
    h1: 'Customers',
    copy: 'Wholesale brokers use Coverbridge to see which excess and surplus lines markets',
  },
  { path: '/pricing', title: 'Pricing - Coverbridge', h1: 'Pricing', copy: 'No hidden fees' },
  {
    path: '/about-us',
    title: 'About Us - Coverbridge',
    h1: 'About Us',
    copy: 'Co-founder & Chief Revenue Officer',
  },
  {
    path: '/about-us-2',
    title: 'About Coverbridge - Coverbridge',
    h1: 'About Coverbridge',
    copy: 'We help brokers say yes to more specialty risks',
  },
  {
    path: '/testimonial',
    title: 'Testimonials - Coverbridge',
    h1: 'Our clients word',
    copy: '150,000+ Client all over the world',
  },
  {
    path: '/faq',
    title: 'FAQ - Coverbridge',
    h1: 'Questions & Answers',
    copy: 'Does our bank need its own insurance licence?',
  },
  {
    path: '/service-v1',
    title: 'Our Offerings - Coverbridge',
    h1: 'Our Offerings',
    copy: 'Want to chat?',
  },
  {
    path: '/service-v2',
    title: 'Banking Solutions - Coverbridge',
    h1: 'Banking Solutions',
    copy: 'Apply for loan with low interest',
  },
  {
    path: '/service-details',
    title: 'Service Details - Coverbridge',
    h1: 'Business Loans',
    copy: 'A United States citizen',
  },
  { path: '/team-v1', title: 'Our Team - Coverbridge', h1: 'Our Team', copy: 'Rafael Castillo' },
  {
    path: '/team-v2',
    title: 'Meet the Team - Coverbridge',
    h1: 'Meet the Team',
    copy: 'Grace Adeyemi',
  },
  {
    path: '/team-details',
    title: 'Aisha Bello - Coverbridge',
    h1: 'Aisha Bello',
    copy: 'BSc in Risk Management & Insurance, CPCU',
  },
]
