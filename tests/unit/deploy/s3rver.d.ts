// s3rver ships no types: the part of it the deploy test starts and stops.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      silent?: boolean
      directory: string
      resetOnClose?: boolean
      configureBuckets?: { name: string }[]
    })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
