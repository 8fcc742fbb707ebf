import { useEffect, useEffectEvent, useState } from 'react'
import { cameraErrorReason, stopStream } from '../utils/camera'

const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
  audio: false,
}

/**
 * The camera's live stream while the calling component is mounted; null until it starts.
 * The camera is switched off (its light goes out) on unmount, including when the stream only
 * arrives after the component has gone.
 */
export function useCameraStream(onFail: (reason: string) => void): MediaStream | null {
  const [stream, setStream] = useState<MediaStream | null>(null)
  const fail = useEffectEvent(onFail)
  useEffect(() => {
    let active = true
    let started: MediaStream | null = null
    navigator.mediaDevices.getUserMedia(CONSTRAINTS).then(
      (media) => {
        if (!active) {
          stopStream(media)
          return
        }
        started = media
        setStream(media)
      },
      (error: unknown) => {
        if (active) fail(cameraErrorReason(error))
      },
    )
    return () => {
      active = false
      if (started) stopStream(started)
    }
  }, [])
  return stream
}
