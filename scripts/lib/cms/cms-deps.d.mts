export function pinnedDecap(): { version: string; integrity: string }
export function cmsDeps(): { dist: string; version: string; server: string }
