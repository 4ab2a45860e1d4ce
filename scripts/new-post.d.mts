export function newPost(
  title: string,
  files: string[],
  today?: Date,
): { id: number; file: string; text: string }
