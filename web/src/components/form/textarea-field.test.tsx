import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { TextareaField } from './textarea-field'

const schema = z.object({ note: z.string().min(3, 'Write a little more') })

function NoteForm({ hint }: { hint?: string }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { note: '' } })
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <TextareaField form={form} name="note" id="note-box" label="Your note" hint={hint} maxLength={20} rows={3} />
      <button type="submit">Save</button>
    </form>
  )
}

describe('TextareaField', () => {
  it('labels the box, counts its characters and points it at its hint', async () => {
    render(<NoteForm hint="A line or two." />)
    const box = screen.getByLabelText('Your note')

    expect(box).toHaveAttribute('id', 'note-box')
    expect(box).toHaveAttribute('maxlength', '20')
    expect(box).toHaveAccessibleDescription('A line or two.')
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('0 / 20')).toBeInTheDocument()

    await userEvent.setup().type(box, 'Hello')
    expect(screen.getByText('5 / 20')).toBeInTheDocument()
  })

  it('shows the error and describes the box with it', async () => {
    render(<NoteForm />)
    const box = screen.getByLabelText('Your note')
    expect(box).not.toHaveAttribute('aria-describedby')

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Write a little more')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAttribute('aria-describedby', 'note-box-error')
  })
})
