import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute, TEST_USER } from '@/testing/render'
import { PrintCardDialog } from './print-card-dialog'

function renderDialog(cardText: string | null) {
  const onOpenChange = vi.fn()
  const element = <PrintCardDialog open imageId="card-1" cardText={cardText} onOpenChange={onOpenChange} />
  renderRoute({ path: '/gallery', element, url: '/gallery', user: TEST_USER })
  return { onOpenChange }
}

const downloadLink = () => screen.getByRole('link', { name: 'Download PDF' })

describe('Print dialog', () => {
  it("starts on US Letter with the card's words inside, and downloads that PDF", () => {
    renderDialog('Happy birthday, Sam!')

    expect(screen.getByRole('dialog', { name: 'Print as a folded card' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /US Letter/ })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Inside message (optional)' })).toHaveValue('Happy birthday, Sam!')
    expect(downloadLink()).toHaveAttribute('href', '/api/images/card-1/card.pdf?paper=letter')
    expect(downloadLink()).toHaveAttribute('download')
  })

  it('follows the paper and the message as they are chosen', async () => {
    renderDialog('Happy birthday, Sam!')
    const user = userEvent.setup()
    const message = screen.getByRole('textbox', { name: 'Inside message (optional)' })

    await user.click(screen.getByRole('radio', { name: /A4/ }))
    await user.clear(message)
    await user.type(message, 'See you Saturday!')

    expect(downloadLink()).toHaveAttribute('href', '/api/images/card-1/card.pdf?paper=a4&message=See+you+Saturday%21')
  })

  it('offers a blank inside for an image without words, and closes once the download starts', async () => {
    const { onOpenChange } = renderDialog(null)

    expect(screen.getByRole('textbox', { name: 'Inside message (optional)' })).toHaveValue('')
    expect(screen.getByText(/the inside stays blank/)).toBeInTheDocument()
    // jsdom does not download: keep the click from navigating it away.
    downloadLink().addEventListener('click', (event) => event.preventDefault())
    await userEvent.setup().click(downloadLink())

    expect(await screen.findByText('Download Started')).toBeInTheDocument()
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
  })
})
