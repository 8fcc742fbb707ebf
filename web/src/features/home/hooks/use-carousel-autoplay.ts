import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useRef, useState } from 'react'
import { createAutoplay, type Autoplay } from '../utils/autoplay'

const prefersMotion = () => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * Drives the carousel with the spec's timing. A swipe, or tabbing to a slide, counts as a
 * manual move; arrows and dots report theirs through `interrupt`. People who ask for reduced
 * motion start paused, and everyone has the Pause button (moving content needs a way to stop).
 */
export function useCarouselAutoplay(api: EmblaCarouselType | undefined, { holding }: { holding: boolean }) {
  const [playing, setPlaying] = useState(prefersMotion)
  const playingNow = useRef(playing)
  const autoplay = useRef<Autoplay | null>(null)

  useEffect(() => {
    if (!api) return
    const instance = createAutoplay(() => api.scrollNext())
    autoplay.current = instance
    if (playingNow.current) instance.play()
    const interrupt = () => instance.interrupt()
    api.on('pointerDown', interrupt).on('slideFocus', interrupt)
    return () => {
      instance.dispose()
      api.off('pointerDown', interrupt).off('slideFocus', interrupt)
      autoplay.current = null
    }
  }, [api])

  // A card being read (turned over, or open in the viewer) holds the carousel still.
  useEffect(() => {
    if (holding) autoplay.current?.hold()
    else autoplay.current?.release()
  }, [api, holding])

  const togglePlaying = () => {
    const next = !playingNow.current
    playingNow.current = next
    setPlaying(next)
    if (next) autoplay.current?.play()
    else autoplay.current?.stop()
  }

  return {
    playing,
    togglePlaying,
    interrupt: () => autoplay.current?.interrupt(),
  }
}
