import type { z } from 'zod'
import type { teamMemberSchema } from './schema'

export const rawTeam: z.input<typeof teamMemberSchema>[] = [
  // Home page
  {
    id: 1,
    img: '/images/people/m1.svg',
    name: 'Olivia Hartman',
    designation: 'Chief Executive Officer',
    page: 'home',
  },
  {
    id: 2,
    img: '/images/people/m2.svg',
    name: 'Jamal Robinson',
    designation: 'Head of Carrier Partnerships',
    page: 'home',
  },
  {
    id: 3,
    img: '/images/people/m3.svg',
    name: 'Mei Lin Zhou',
    designation: 'Chief Technology Officer',
    page: 'home',
  },
  {
    id: 4,
    img: '/images/people/m4.svg',
    name: 'Rafael Castillo',
    designation: 'Head of Broker Success',
    page: 'home',
  },
  // Team page
  {
    id: 5,
    img: '/images/people/m5.svg',
    name: 'Aisha Bello',
    designation: 'Senior Underwriting Analyst',
    page: 'team',
  },
  {
    id: 6,
    img: '/images/people/m6.svg',
    name: 'Connor Walsh',
    designation: 'Integration Engineer',
    page: 'team',
  },
  {
    id: 7,
    img: '/images/people/m7.svg',
    name: 'Sofia Petrova',
    designation: 'Client Success Lead',
    page: 'team',
  },
  {
    id: 8,
    img: '/images/people/m8.svg',
    name: 'Kenji Watanabe',
    designation: 'Product Manager, Rating Engine',
    page: 'team',
  },
  // Team page, layout three
  {
    id: 9,
    img: '/images/people/m9.svg',
    name: 'Grace Adeyemi',
    designation: 'Licensing & Compliance Manager',
    page: 'team-three',
  },
  {
    id: 10,
    img: '/images/people/m10.svg',
    name: 'Luis Herrera',
    designation: 'Senior API Engineer',
    page: 'team-three',
  },
  {
    id: 11,
    img: '/images/people/m11.svg',
    name: 'Emily Sorensen',
    designation: 'Community Bank Partnerships Lead',
    page: 'team-three',
  },
  {
    id: 12,
    img: '/images/people/m12.svg',
    name: 'Arjun Mehta',
    designation: 'Data & Analytics Lead',
    page: 'team-three',
  },
  // Offerings page (home-5)
  {
    id: 13,
    img: '/images/people/m13.svg',
    name: 'Naomi Fischer',
    designation: 'Head of Underwriting Operations',
    page: 'home-5',
  },
  {
    id: 14,
    img: '/images/people/m14.svg',
    name: 'Samuel Asante',
    designation: 'Implementation Manager',
    page: 'home-5',
  },
  {
    id: 15,
    img: '/images/people/m15.svg',
    name: 'Leila Haddad',
    designation: 'Customer Training Specialist',
    page: 'home-5',
  },
  {
    id: 16,
    img: '/images/people/m16.svg',
    name: 'Patrick Dunn',
    designation: 'MGA Program Director',
    page: 'home-5',
  },
]
