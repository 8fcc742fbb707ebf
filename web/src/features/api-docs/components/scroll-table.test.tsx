import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollTable } from './scroll-table'

/** Lays the box out as the browser would: `content` px of table in a `box` px frame. */
function layout(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box)
  return vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(0)
}

function renderTable({ pinned = false } = {}) {
  return render(
    <ScrollTable label="Price table" pinnedFirstColumn={pinned}>
      <table aria-label="Prices">
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </table>
    </ScrollTable>,
  )
}

const hint = () => screen.queryByText('Scroll sideways to see every column')

describe('ScrollTable', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says nothing when the table fits', () => {
    layout(300, 300)
    renderTable()

    expect(hint()).not.toBeInTheDocument()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(screen.getByTestId('fade-after')).toHaveClass('opacity-0')
  })

  it('when it does not fit: a hint, a fade where columns are hidden, and a box the keyboard can scroll', () => {
    const scrollLeft = layout(450, 300)
    renderTable()

    expect(hint()).toBeInTheDocument()
    const region = screen.getByRole('region', { name: 'Price table (scrolls sideways)' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(screen.getByTestId('fade-after')).toHaveClass('opacity-100')
    expect(screen.getByTestId('fade-before')).toHaveClass('opacity-0')

    scrollLeft.mockReturnValue(150)
    fireEvent.scroll(region)
    expect(screen.getByTestId('fade-after')).toHaveClass('opacity-0')
    expect(screen.getByTestId('fade-before')).toHaveClass('opacity-100')
  })

  it('with a pinned first column: no left fade, and the box is marked scrolled for its shadow', () => {
    const scrollLeft = layout(450, 300)
    renderTable({ pinned: true })
    const region = screen.getByRole('region', { name: 'Price table (scrolls sideways)' })

    expect(screen.queryByTestId('fade-before')).not.toBeInTheDocument()
    expect(region).not.toHaveAttribute('data-scrolled')
    scrollLeft.mockReturnValue(40)
    fireEvent.scroll(region)
    expect(region).toHaveAttribute('data-scrolled', 'true')
  })
})
