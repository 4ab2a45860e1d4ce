/** Copy of the about page (/about-us). */
export const aboutStats = {
  lead: 'What brokers, agents and MGAs have done on Coverbridge since our first bound policy.',
}

export const aboutFounders = {
  eyebrow: 'Leadership',
  title: 'Meet our co-founders',
  lead: 'More than thirty years of selling, placing and rating specialty insurance between them, and the software to make it faster.',
}
