export type Digests = Record<string, { size: number; sha256: string }>
export type Changes = {
  files: number
  bytes: number
  added: string[]
  changed: string[]
  removed: string[]
  upload: string[]
  uploadBytes: number
  folders: [string, { files: number; bytes: number }][]
}
export function exportDigests(dir: string): Digests
export function readDigests(source: string | undefined): Digests | undefined
export function saveDigests(file: string, digests: Digests): void
export function compareDigests(before: Digests, after: Digests): Changes
export function changesLine(changes: Changes): string
