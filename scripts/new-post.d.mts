export function newPost(
  title: string,
  files: string[],
  today?: Date,
  author?: { name: string; designation: string },
): { id: number; file: string; text: string }
