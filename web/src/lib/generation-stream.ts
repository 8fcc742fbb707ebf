import { ApiError } from './api-client'

/**
 * Watching a generation: the server sends pictures of the image so far while it is made, as
 * Server-Sent Events on the generation request itself (`http/api/generation_stream.rs`). A
 * preview is only ever shown, never kept: the result is the `done` event's image.
 */

/** A picture of the generation so far: `image` is a `data:` URL. */
export interface GenerationPreview {
  index: number
  image: string
}

/** Asks for previews; an answer ready before any preview still comes as JSON. */
export const WATCH_HEADERS = { Accept: 'text/event-stream, application/json' }

export const STREAM_CUT =
  'The connection was lost while your image was being made. If it was finished, it is in your gallery.'

interface StreamEvent {
  name: string
  data: string
}

function parseEvent(block: string): StreamEvent | null {
  let name = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
  }
  return data.length ? { name, data: data.join('\n') } : null
}

/**
 * The answer to a generation request: the JSON of an ordinary answer, or, from an event stream,
 * each preview handed to `onPreview` and then the `done` event's JSON. An `error` event throws
 * the same ApiError a failed answer does.
 */
export async function readGeneration(
  response: Response,
  onPreview: (preview: GenerationPreview) => void,
): Promise<unknown> {
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith('text/event-stream') || !response.body) {
    const text = await response.text()
    return text ? JSON.parse(text) : null
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
    if (done) break
    buffered += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n')
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const event = parseEvent(buffered.slice(0, end))
      buffered = buffered.slice(end + 2)
      if (event?.name === 'preview') onPreview(JSON.parse(event.data) as GenerationPreview)
      // The server ends the stream after its last event.
      if (event?.name === 'done') return JSON.parse(event.data)
      if (event?.name === 'error') {
        void reader.cancel()
        const body = JSON.parse(event.data) as { status?: number }
        throw new ApiError(body.status ?? 500, '', event.data)
      }
    }
  }
  throw new Error(STREAM_CUT)
}
