import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
