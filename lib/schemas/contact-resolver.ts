import { zodResolver } from '@hookform/resolvers/zod'
import { contactSchema } from './contact'

// Loaded on demand by the contact form (lib/lazy-resolver.ts): zod stays out of the first load.
export const contactResolver = zodResolver(contactSchema)
