import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MessageNote, type NoteMessage } from './message-note'

const MESSAGE: NoteMessage = {
  name: 'Bo',
  text: 'Good luck in Lisbon!',
  font: 'handwritten',
  colour: 'navy',
  signature: [
    [
      [10, 500],
      [200, 300],
    ],
  ],
}

describe('MessageNote', () => {
  it('shows the signer’s photo above the words as a small print, loaded when near', () => {
    render(<MessageNote message={{ ...MESSAGE, photoUrl: '/api/images/file/u/0a1b2c3d.jpg' }} />)

    const note = screen.getByRole('article', { name: 'Message from Bo' })
    const photo = within(note).getByRole('img', { name: 'Photo from Bo' })
    expect(photo).toHaveAttribute('src', '/api/images/file/u/0a1b2c3d.jpg')
    expect(photo).toHaveAttribute('loading', 'lazy')
    // Sized before the file arrives, so the words under it do not jump.
    expect(photo).toHaveAttribute('width')
    expect(photo).toHaveAttribute('height')
    const words = within(note).getByText('Good luck in Lisbon!')
    expect(photo.compareDocumentPosition(words) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows no photo for a message without one', () => {
    render(<MessageNote message={{ ...MESSAGE, photoUrl: null }} />)

    const note = screen.getByRole('article', { name: 'Message from Bo' })
    expect(within(note).queryByRole('img', { name: /^Photo from/ })).not.toBeInTheDocument()
    expect(within(note).getByRole('img', { name: 'Signature of Bo' })).toBeInTheDocument()
  })

  it('shows no photo when the view has no photo field at all', () => {
    render(<MessageNote message={MESSAGE} />)

    expect(screen.queryByRole('img', { name: /^Photo from/ })).not.toBeInTheDocument()
  })
})
