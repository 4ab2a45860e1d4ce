// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form'
import { TextField } from '@/components/ui/form-field'
import { LOAD_FAILED_MESSAGE, lazyResolver } from '@/lib/lazy-resolver'

type Values = { coupon: string }

const real: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.coupon) return { values, errors: {} }
  return { values: {}, errors: { coupon: { type: 'required', message: 'Coupon is required' } } }
}

const options = { fields: {}, shouldUseNativeValidation: false }

describe('lazyResolver on a flaky network', () => {
  it('forgets a failed load: the next attempt fetches again', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real)
    const { resolver, preload } = lazyResolver<Values>(load)
    // A failed preload (first focus) rejects nothing: no unhandled rejection.
    await expect(preload()).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
    await expect(resolver({ coupon: 'ASSOC25' }, undefined, options)).resolves.toEqual({
      values: { coupon: 'ASSOC25' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reports the failure as the root error and on the first field, never throws', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const { resolver } = lazyResolver<Values>(load)
    const result = await resolver({ coupon: 'x' }, undefined, {
      ...options,
      fields: { coupon: { ref: { name: 'coupon' }, name: 'coupon' } },
    })
    expect(result.errors).toEqual({
      root: { type: 'load', message: LOAD_FAILED_MESSAGE },
      coupon: { type: 'load', message: LOAD_FAILED_MESSAGE },
    })
    await resolver({ coupon: 'x' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('in a form: the message shows by the field, what was typed stays, the next submit goes through', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real)
    const coupon = lazyResolver<Values>(load)
    const submitted = vi.fn()
    function Form() {
      const { register, handleSubmit, formState } = useForm<Values>({
        resolver: coupon.resolver,
        defaultValues: { coupon: '' },
      })
      return (
        <form noValidate onSubmit={handleSubmit((values) => submitted(values))}>
          <TextField
            label="Coupon"
            error={formState.errors.coupon?.message}
            {...register('coupon')}
          />
          <button type="submit">Apply</button>
        </form>
      )
    }
    const user = userEvent.setup()
    render(<Form />)
    await user.type(screen.getByLabelText('Coupon'), 'ASSOC25')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText(LOAD_FAILED_MESSAGE)).toBeVisible()
    expect(screen.getByLabelText('Coupon')).toHaveValue('ASSOC25')
    expect(submitted).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ coupon: 'ASSOC25' }))
    expect(screen.queryByText(LOAD_FAILED_MESSAGE)).toBeNull()
  })
})
