import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignaturePad } from './signature-pad'
import type { Strokes } from './strokes'

/** jsdom has no PointerEvent: a MouseEvent that carries a pointer id and type is enough here. */
class TestPointerEvent extends MouseEvent {
  pointerId: number
  pointerType: string
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
    this.pointerType = init.pointerType ?? 'mouse'
  }
}

let latest: Strokes = []

function Harness({ initial = [] }: { initial?: Strokes }) {
  const [strokes, setStrokes] = useState<Strokes>(initial)
  useEffect(() => {
    latest = strokes
  }, [strokes])
  return (
    <SignaturePad
      value={strokes}
      onChange={(next) => {
        latest = next
        setStrokes(next)
      }}
      colour="#213a6e"
    />
  )
}

/** The pad at 600 × 200 pixels, 100 from the left and 50 from the top of the page. */
function pad() {
  const element = screen.getByTestId('signature-pad')
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, 600, 200))
  return element
}

function draw(element: HTMLElement, points: [number, number][], pointerType = 'mouse', pointerId = 1) {
  const [first, ...rest] = points
  fireEvent.pointerDown(element, { clientX: first[0], clientY: first[1], pointerId, pointerType, button: 0 })
  for (const [x, y] of rest) fireEvent.pointerMove(element, { clientX: x, clientY: y, pointerId, pointerType })
  fireEvent.pointerUp(element, { pointerId, pointerType })
}

describe('The signature pad', () => {
  beforeEach(() => {
    vi.stubGlobal('PointerEvent', TestPointerEvent)
    latest = []
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is named for screen readers and keeps the page from scrolling while drawing', () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Signature, optional' })).toBeInTheDocument()
    expect(pad()).toHaveStyle({ touchAction: 'none' })
    expect(pad()).toHaveAccessibleName(/Signature pad, empty/)
  })

  it('records pointer strokes as whole numbers from 0 to 1000 on both axes, clamped at the edges', () => {
    render(<Harness />)
    const element = pad()

    draw(element, [
      [100, 50],
      [400, 150],
      [700.4, 250],
      [900, 400],
    ])
    draw(element, [[250, 100]], 'touch', 7)

    expect(latest).toEqual([
      [
        [0, 0],
        [500, 500],
        [1000, 1000],
      ],
      [[250, 250]],
    ])
    expect(element).toHaveAccessibleName('Signature pad: 2 strokes drawn')
    // Drawn on screen as SVG paths, one per stroke.
    expect(element.querySelectorAll('path')).toHaveLength(2)
  })

  it('drops points closer than a few units to the last one kept', () => {
    render(<Harness />)
    draw(pad(), [
      [100, 50],
      [101, 50], // 1.7 units on
      [101.5, 50.2], // still under 4
      [103, 50], // 5 units on: kept
    ])
    expect(latest).toEqual([
      [
        [0, 0],
        [5, 0],
      ],
    ])
  })

  it('ignores a second finger while the first draws', () => {
    render(<Harness />)
    const element = pad()
    fireEvent.pointerDown(element, { clientX: 100, clientY: 50, pointerId: 1, pointerType: 'touch' })
    fireEvent.pointerDown(element, { clientX: 400, clientY: 150, pointerId: 2, pointerType: 'touch' })
    fireEvent.pointerMove(element, { clientX: 400, clientY: 150, pointerId: 2, pointerType: 'touch' })
    fireEvent.pointerUp(element, { pointerId: 2, pointerType: 'touch' })
    fireEvent.pointerUp(element, { pointerId: 1, pointerType: 'touch' })
    expect(latest).toEqual([[[0, 0]]])
  })

  it('Undo takes the last stroke away and Clear all of them', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled()
    const element = pad()
    draw(element, [
      [100, 50],
      [200, 50],
    ])
    draw(element, [
      [100, 150],
      [200, 150],
    ])
    draw(element, [[300, 100]])
    expect(latest).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(latest).toHaveLength(2)
    expect(latest[1]).toEqual([
      [0, 500],
      [167, 500],
    ])

    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(latest).toEqual([])
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled()
  })

  it('takes no 51st stroke, and says why', () => {
    const fifty: Strokes = Array.from({ length: 50 }, (_, i) => [[i * 10, 500]])
    render(<Harness initial={fifty} />)
    draw(pad(), [
      [100, 50],
      [300, 100],
    ])
    expect(latest).toHaveLength(50)
    expect(screen.getByText(/as much as a signature can hold/)).toBeInTheDocument()
  })

  it('stops adding points at 5,000 in all', () => {
    const stroke = Array.from({ length: 999 }, (_, i) => [i, 500])
    const almost: Strokes = Array.from({ length: 5 }, () => stroke) // 4,995 points
    render(<Harness initial={almost} />)
    const points: [number, number][] = Array.from({ length: 20 }, (_, i) => [100 + i * 20, 100])
    draw(pad(), points)
    expect(latest).toHaveLength(6)
    expect(latest.reduce((total, s) => total + s.length, 0)).toBe(5000)
    expect(screen.getByText(/as much as a signature can hold/)).toBeInTheDocument()
  })
})
