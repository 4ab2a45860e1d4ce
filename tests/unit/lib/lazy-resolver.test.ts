// @vitest-environment node
import type { Resolver } from 'react-hook-form'
import { lazyResolver } from '@/lib/lazy-resolver'

type Values = { coupon: string }

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use, and delegates to it', async () => {
    const real: Resolver<Values> = async (values) => ({ values, errors: {} })
    const load = vi.fn(async () => real)
    const { resolver, preload } = lazyResolver<Values>(load)
    expect(load).not.toHaveBeenCalled()
    const options = { fields: {}, shouldUseNativeValidation: false }
    await expect(resolver({ coupon: 'ASSOC25' }, undefined, options)).resolves.toEqual({
      values: { coupon: 'ASSOC25' },
      errors: {},
    })
    await preload()
    await resolver({ coupon: 'x' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
