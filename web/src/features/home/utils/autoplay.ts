/** Spec: the carousel moves on every 5 s, and 10 s after someone moves it by hand. */
export const ADVANCE_EVERY_MS = 5000
export const RESUME_AFTER_MS = 10_000

export interface Autoplay {
  /** Starts the 5 s rhythm (on mount, and from the Play button). */
  play(): void
  /** Stops until `play` (the Pause button). */
  stop(): void
  /** Someone moved the carousel: hold still, then play again 10 s later. */
  interrupt(): void
  /** Hold still while a card is being read (turned over, or open in the viewer)... */
  hold(): void
  /** ...and play again 10 s after it is put back (nothing if nothing was held). */
  release(): void
  dispose(): void
}

/**
 * The carousel's timing, apart from the carousel so it can be tested with a fake clock.
 * "Resumes after 10 s" restarts the 5 s rhythm then, as a fresh start would: the first move
 * after a press comes 15 s later. A stop (the Pause button) outlasts interruptions and holds.
 */
export function createAutoplay(advance: () => void): Autoplay {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = true
  let held = false

  const clear = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const tick = () => {
    timer = setTimeout(() => {
      advance()
      tick()
    }, ADVANCE_EVERY_MS)
  }
  const resumeLater = () => {
    clear()
    if (stopped || held) return
    timer = setTimeout(tick, RESUME_AFTER_MS)
  }

  return {
    play() {
      stopped = false
      clear()
      if (!held) tick()
    },
    stop() {
      stopped = true
      clear()
    },
    interrupt: resumeLater,
    hold() {
      held = true
      clear()
    },
    release() {
      if (!held) return
      held = false
      resumeLater()
    },
    dispose: clear,
  }
}
