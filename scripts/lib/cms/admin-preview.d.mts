/** The previews' bundle as written: its file's name in the admin folder, bytes and build seconds. */
export type PreviewBundle = { name: string; bytes: number; seconds: number }
export function buildPreview(
  dir: string,
  options?: { basePath?: string; origin?: string },
): Promise<PreviewBundle>
