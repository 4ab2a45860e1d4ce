type Files = (path: string) => string | undefined
export function cgroupCpuQuota(files?: Files): number | undefined
export function cgroupMemoryLimit(files?: Files): number | undefined
export function buildCores(options?: { parallelism?: number; quota?: number | undefined }): number
export function buildWorkers(options?: {
  cores?: number
  memory?: number
  perWorker?: number
  reserve?: number
}): number
