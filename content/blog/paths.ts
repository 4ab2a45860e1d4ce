/** The page of one post. */
export function blogPostPath(id: number): string {
  return `/blog-details/${id}`
}
