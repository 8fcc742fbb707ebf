import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADVANCE_EVERY_MS, createAutoplay, RESUME_AFTER_MS } from './autoplay'

describe('carousel autoplay', () => {
  let advance: ReturnType<typeof vi.fn<() => void>>

  beforeEach(() => {
    vi.useFakeTimers()
    advance = vi.fn<() => void>()
  })
  afterEach(() => vi.useRealTimers())

  it('moves on every 5 s once playing, and not before', () => {
    const autoplay = createAutoplay(advance)
    vi.advanceTimersByTime(ADVANCE_EVERY_MS * 3)
    expect(advance).not.toHaveBeenCalled()

    autoplay.play()
    vi.advanceTimersByTime(ADVANCE_EVERY_MS - 1)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(ADVANCE_EVERY_MS * 2)
    expect(advance).toHaveBeenCalledTimes(3)
  })

  it('holds still after a manual move and plays on 10 s later', () => {
    const autoplay = createAutoplay(advance)
    autoplay.play()
    vi.advanceTimersByTime(4000)
    autoplay.interrupt()

    vi.advanceTimersByTime(RESUME_AFTER_MS)
    expect(advance).not.toHaveBeenCalled()
    // Playing again from 10 s: the next move is one beat later.
    vi.advanceTimersByTime(ADVANCE_EVERY_MS)
    expect(advance).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(ADVANCE_EVERY_MS)
    expect(advance).toHaveBeenCalledTimes(2)
  })

  it('counts the 10 s from the last of several presses', () => {
    const autoplay = createAutoplay(advance)
    autoplay.play()
    autoplay.interrupt()
    vi.advanceTimersByTime(8000)
    autoplay.interrupt()
    vi.advanceTimersByTime(RESUME_AFTER_MS + ADVANCE_EVERY_MS - 1)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('holds while a card is read, and plays on 10 s after it is put back', () => {
    const autoplay = createAutoplay(advance)
    autoplay.play()
    autoplay.hold()
    autoplay.interrupt()
    vi.advanceTimersByTime(60_000)
    expect(advance).not.toHaveBeenCalled()

    autoplay.release()
    vi.advanceTimersByTime(RESUME_AFTER_MS + ADVANCE_EVERY_MS - 1)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('ignores a release with nothing held', () => {
    const autoplay = createAutoplay(advance)
    autoplay.play()
    autoplay.release()
    vi.advanceTimersByTime(ADVANCE_EVERY_MS)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('stays stopped through presses and holds until played again', () => {
    const autoplay = createAutoplay(advance)
    autoplay.play()
    autoplay.stop()
    autoplay.interrupt()
    autoplay.hold()
    autoplay.release()
    vi.advanceTimersByTime(60_000)
    expect(advance).not.toHaveBeenCalled()

    autoplay.play()
    vi.advanceTimersByTime(ADVANCE_EVERY_MS)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('stops for good when disposed', () => {
    const autoplay = createAutoplay(advance)
    autoplay.play()
    autoplay.dispose()
    vi.advanceTimersByTime(60_000)
    expect(advance).not.toHaveBeenCalled()
  })
})
