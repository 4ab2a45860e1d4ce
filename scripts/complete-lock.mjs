#!/usr/bin/env node
// Our package mirror serves only the Linux builds of packages that ship one binary per platform
// (@next/swc-*, @tailwindcss/oxide-*, lightningcss-*, @unrs/resolver-binding-*...), so
// `npm install` here writes a lock without the other platforms' optional entries, and `npm ci`
// then refuses the lock as out of sync. This adds those entries back as optional, with the os
// and cpu their names declare, which is what npm writes on an unrestricted registry: npm ci
// skips them on Linux and never downloads them. Run it after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs'

const LOCK = 'package-lock.json'
const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
const packages = lock.packages

function platformOf(name) {
  const id = name.split('/').pop()
  const os = [
    'android',
    'openharmony',
    'darwin',
    'freebsd',
    'win32',
    'linux',
    'sunos',
    'netbsd',
    'openbsd',
    'aix',
  ].find((candidate) => id.includes(candidate))
  const cpus = [
    ['arm64', /arm64|aarch64/],
    ['arm', /arm(?!64)/],
    ['x64', /x64/],
    ['ia32', /ia32/],
    ['loong64', /loong64/],
    ['ppc64', /ppc64/],
    ['riscv64', /riscv64/],
    ['s390x', /s390x/],
    ['wasm32', /wasm32/],
  ]
  const cpu = cpus.find(([, pattern]) => pattern.test(id))?.[0]
  return { os, cpu }
}

let added = 0
for (const [path, meta] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    if (packages[nested] || packages[`node_modules/${name}`]) continue
    const { os, cpu } = platformOf(name)
    if (!os && !cpu) continue // not a per-platform binary: leave it to npm
    packages[`node_modules/${name}`] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    }
    added += 1
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lock: added ${added} per-platform optional entries to ${LOCK}`)
