/** The camera: whether the browser offers it, why it failed (for the "Camera unavailable" toast), and letting it go. */

/** Null when the browser can ask for the camera at all. */
export function cameraUnsupportedReason(): string | null {
  if (typeof navigator.mediaDevices?.getUserMedia === 'function') return null
  // Browsers hide the camera API from pages not served over https (or localhost).
  return window.isSecureContext
    ? "This browser can't use a camera. You can upload a photo instead."
    : 'The camera needs a secure (https) connection. You can upload a photo instead.'
}

/** Turns a getUserMedia failure into a reason a person can act on. */
export function cameraErrorReason(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Camera access was not allowed. Allow it in your browser settings, or upload a photo instead.'
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. You can upload a photo instead.'
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera is in use by another app. Close it and try again.'
    default:
      return 'The camera could not be started. You can upload a photo instead.'
  }
}

export function stopStream(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop()
}
