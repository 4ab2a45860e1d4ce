'use client'

import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { alertValues } from '@/lib/alert-values'

/**
 * The blog comment form has no rules: on submit it shows what was entered in an alert
 * and resets. noValidate keeps the browser from adding its own email check. It comes after the
 * post and its comments, so it is drawn only as it nears the viewport (render-when-near).
 */
export function CommentForm() {
  return (
    <section aria-labelledby="comment-form-heading" className="render-when-near">
      <h2 id="comment-form-heading" className="text-2xl font-bold text-ink">
        Leave a Comment
      </h2>
      <p className="mt-2 text-muted">Share how your agency handles this. Comments are a demo.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const form = event.currentTarget
          const data = new FormData(form)
          alertValues('Your comment', {
            name: data.get('name'),
            email: data.get('email'),
            comment: data.get('comment'),
          })
          form.reset()
        }}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <TextField label="Name" name="name" autoComplete="name" />
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <TextAreaField label="Comment" name="comment" rows={5} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg">
            Post Comment
          </Button>
        </div>
      </form>
    </section>
  )
}
