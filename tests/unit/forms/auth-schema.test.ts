// @vitest-environment node
import { loginSchema, registerSchema } from '@/lib/schemas/auth'

const messagesOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('loginSchema', () => {
  it('requires email and password with the default wording', () => {
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is a required field',
      password: 'Password is a required field',
    })
  })
  it('checks the email format and a 6-character password', () => {
    expect(messagesOf(loginSchema.safeParse({ email: 'broker@', password: '12345' }))).toEqual({
      email: 'Email must be a valid email',
      password: 'Password must be at least 6 characters',
    })
    expect(
      loginSchema.safeParse({ email: 'ana@harborpoint.example', password: '123456' }).success,
    ).toBe(true)
  })
})

describe('registerSchema', () => {
  it('requires a name and leaves the terms box without a rule', () => {
    expect(
      messagesOf(
        registerSchema.safeParse({
          name: '  ',
          email: 'a@b.co',
          password: 'secret1',
          terms: false,
        }),
      ),
    ).toEqual({
      name: 'Name is a required field',
    })
  })
})
