// Types of scripts/lib/deploy/s3-headers-policy.mjs for the TypeScript tests that call it.
import type { HeaderRule } from './s3-deploy.mjs'

export type ResponseHeadersPolicyConfig = {
  Name: string
  Comment: string
  SecurityHeadersConfig: {
    ContentSecurityPolicy?: { ContentSecurityPolicy: string; Override: boolean }
    StrictTransportSecurity?: {
      AccessControlMaxAgeSec: number
      IncludeSubdomains: boolean
      Preload: boolean
      Override: boolean
    }
    ContentTypeOptions?: { Override: boolean }
    FrameOptions?: { FrameOption: string; Override: boolean }
    ReferrerPolicy?: { ReferrerPolicy: string; Override: boolean }
  }
  CustomHeadersConfig: {
    Quantity: number
    Items: { Header: string; Value: string; Override: boolean }[]
  }
}
export function cloudFrontHeadersPolicy(
  rules: HeaderRule[],
  options?: { name?: string; basePath?: string },
): {
  config: ResponseHeadersPolicyConfig
  elsewhere: { pattern: string; name: string; value: string }[]
}
