import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { Toaster } from './toaster'

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />)

    act(() => {
      toast({ title: 'First' })
    })
    expect(screen.getByText('First')).toBeInTheDocument()

    act(() => {
      toast({ title: 'Second', description: 'Details', variant: 'destructive' })
    })
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(screen.getByText('Second')).toBeInTheDocument()
    expect(screen.getByText('Details')).toBeInTheDocument()
  })

  it('offers the notification region under the F8 hotkey', () => {
    render(<Toaster />)
    expect(screen.getByRole('region')).toHaveAttribute('aria-label', expect.stringContaining('F8'))
  })

  it('offers a link under the text, moving within the app on a plain click', () => {
    const navigate = vi.fn()
    render(<Toaster />)

    act(() => {
      toast({ title: 'Card sent to Sam', link: { label: 'View sent cards', href: '/sent', navigate } })
    })
    const link = screen.getByRole('link', { name: 'View sent cards' })
    expect(link).toHaveAttribute('href', '/sent')

    fireEvent.click(link)
    expect(navigate).toHaveBeenCalledWith('/sent')

    // A click meant for a new tab is left to the browser.
    act(() => {
      toast({ title: 'Card sent to Ana', link: { label: 'View sent cards', href: '/sent', navigate } })
    })
    fireEvent.click(screen.getByRole('link', { name: 'View sent cards' }), { ctrlKey: true })
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
