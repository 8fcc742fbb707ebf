import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { toast } from '@/lib/toast'
import { AppProviders } from './providers'

describe('AppProviders', () => {
  it('shows a toast raised before the toaster has loaded', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <p>Page</p>
      </AppProviders>,
    )
    expect(screen.queryByRole('region')).not.toBeInTheDocument()

    act(() => {
      toast({ title: 'Logged out', description: "You've been successfully logged out." })
    })

    expect(await screen.findByText('Logged out')).toBeInTheDocument()
    expect(screen.getByText("You've been successfully logged out.")).toBeInTheDocument()
  })

  it('mounts the notification region once the page is idle', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <p>Page</p>
      </AppProviders>,
    )

    expect(await screen.findByRole('region')).toHaveAttribute('aria-label', expect.stringContaining('F8'))
  })
})
