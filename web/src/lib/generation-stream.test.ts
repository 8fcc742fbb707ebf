import { describe, expect, it } from 'vitest'
import { ApiError, getErrorMessage } from './api-client'
import { readGeneration, STREAM_CUT, type GenerationPreview } from './generation-stream'

/** An answer whose body arrives in the given pieces, as a network delivers it. */
function streamed(pieces: string[], type = 'text/event-stream') {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': type } })
}

const PREVIEW_0 = 'event: preview\ndata: {"index":0,"image":"data:image/jpeg;base64,AAA"}\n\n'
const PREVIEW_1 = 'event: preview\ndata: {"index":1,"image":"data:image/jpeg;base64,BBB"}\n\n'
const DONE = 'event: done\ndata: {"id":"img-1","credits":9}\n\n'

describe('readGeneration', () => {
  it('hands over each preview in order, then answers the done event', async () => {
    const seen: GenerationPreview[] = []
    // Split mid-event, as chunks fall on a slow link.
    const text = PREVIEW_0 + ':\n\n' + PREVIEW_1 + DONE
    const pieces = [text.slice(0, 30), text.slice(30, 101), text.slice(101)]
    const answer = await readGeneration(streamed(pieces), (preview) => seen.push(preview))
    expect(seen.map((preview) => preview.index)).toEqual([0, 1])
    expect(seen[1].image).toBe('data:image/jpeg;base64,BBB')
    expect(answer).toEqual({ id: 'img-1', credits: 9 })
  })

  it('reads an ordinary JSON answer as it is', async () => {
    const answer = await readGeneration(streamed(['{"id":"img-2"}'], 'application/json'), () => {
      throw new Error('no previews here')
    })
    expect(answer).toEqual({ id: 'img-2' })
  })

  it('turns an error event into the ApiError a failed answer would be', async () => {
    const error = 'event: error\ndata: {"success":false,"message":"The image service failed. Your credits were refunded.","status":502}\n\n'
    const failed = readGeneration(streamed([PREVIEW_0, error]), () => {})
    await expect(failed).rejects.toBeInstanceOf(ApiError)
    const reason = await failed.catch((e: unknown) => e)
    expect((reason as ApiError).status).toBe(502)
    expect(getErrorMessage(reason, 'fallback')).toBe('The image service failed. Your credits were refunded.')
  })

  it('says the image may be in the gallery when the stream is cut before its end', async () => {
    await expect(readGeneration(streamed([PREVIEW_0]), () => {})).rejects.toThrow(STREAM_CUT)
  })
})
