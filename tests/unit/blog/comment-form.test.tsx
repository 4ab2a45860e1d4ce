// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CommentForm } from '@/components/blog/comment-form'

// The first render pays for module loading, which is slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 })

describe('CommentForm', () => {
  it('alerts what was entered and resets, without any rule', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const user = userEvent.setup()
    render(<CommentForm />)
    await user.type(screen.getByLabelText('Name'), 'Denise Carter')
    await user.type(screen.getByLabelText('Email'), 'not an email')
    await user.type(screen.getByLabelText('Comment'), 'Useful checklist.')
    await user.click(screen.getByRole('button', { name: 'Post Comment' }))
    expect(alert).toHaveBeenCalledWith(
      'Your comment\n\nname: Denise Carter\nemail: not an email\ncomment: Useful checklist.',
    )
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Comment')).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
    alert.mockRestore()
  })
})
