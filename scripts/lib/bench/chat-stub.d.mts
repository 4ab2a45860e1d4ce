// Types of scripts/lib/bench/chat-stub.mjs for the TypeScript tests that use it.
/** The provider's loader in miniature; `marker` ends up in window.__chatLoadedFrom. */
export function providerStubScript(marker: string): string
export function startChatStub(
  port: number,
  tls: { cert: string; key: string },
): Promise<{ port: number; requests: string[]; close: () => Promise<void> }>
