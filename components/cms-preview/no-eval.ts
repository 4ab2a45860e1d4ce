/**
 * zod compiles a fast checker for each object schema with `new Function` wherever a page allows
 * eval, deciding when the schema is made. The admin page allows eval for Decap's own sake only:
 * the previews check without it, so this runs before any schema is made (the entry imports it
 * first).
 */
import { z } from 'zod'

z.config({ jitless: true })
