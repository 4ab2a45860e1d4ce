// @vitest-environment node
// The bench checks the ports of its servers before it builds (scripts/lib/bench/processes.mjs).
import { createServer, type AddressInfo, type Server } from 'node:net'
import { portsInUse } from '@/scripts/lib/bench/processes.mjs'

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

describe('portsInUse', () => {
  it('names the ports something listens on, and only those', async () => {
    const taken = createServer()
    const takenPort = await listening(taken)
    const released = createServer()
    const freePort = await listening(released)
    await closed(released)
    try {
      expect(await portsInUse([freePort, takenPort])).toEqual([takenPort])
    } finally {
      await closed(taken)
    }
    // Free again once its server stops; and checking a port leaves it free.
    expect(await portsInUse([takenPort, freePort])).toEqual([])
    expect(await portsInUse([takenPort])).toEqual([])
  })
})
