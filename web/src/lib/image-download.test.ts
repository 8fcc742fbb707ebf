import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fetch-stub'
import { downloadImage, imageFileName } from './image-download'
import * as toastModule from './toast'

describe('imageFileName', () => {
  it.each([
    ['Birthday card with balloons', 'png', 'cardsmith-birthday-card-with-balloons.png'],
    ['  A Cozy Café — "winter" scene!! ', 'webp', 'cardsmith-a-cozy-cafe-winter-scene.webp'],
    ['Sunset over the sea', 'jpeg', 'cardsmith-sunset-over-the-sea.jpg'],
    ['', 'png', 'cardsmith-image.png'],
    ['✨🎉', 'png', 'cardsmith-image.png'],
    ['Birthday card', 'gif', 'cardsmith-birthday-card.png'],
  ])('names %j (%s) as %s', (prompt, format, expected) => {
    expect(imageFileName(prompt, format)).toBe(expected)
  })

  it('keeps long prompts short, cutting between words', () => {
    const name = imageFileName(
      'A watercolor birthday card with balloons, confetti and a golden retriever wearing a party hat',
      'png',
    )
    expect(name).toBe('cardsmith-a-watercolor-birthday-card-with-balloons-confetti-and-a.png')
    expect(imageFileName('x'.repeat(200), 'png')).toBe(`cardsmith-${'x'.repeat(60)}.png`)
  })
})

describe('downloadImage', () => {
  let clicked: HTMLAnchorElement[]

  beforeEach(() => {
    clicked = []
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/file-1')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(toastModule, 'toast')
  })

  it('fetches the file and saves it under a name made from the prompt', async () => {
    const api = stubFetch({
      'GET /api/images/file/u/abc.png': new Response(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'Content-Type': 'image/png' },
      }),
    })

    const ok = await downloadImage({ imageUrl: '/api/images/file/u/abc.png', prompt: 'Birthday card with balloons', outputFormat: 'png' })

    expect(ok).toBe(true)
    expect(api.callsTo('GET', '/api/images/file/u/abc.png')).toHaveLength(1)
    expect(clicked).toHaveLength(1)
    expect(clicked[0].download).toBe('cardsmith-birthday-card-with-balloons.png')
    expect(clicked[0].href).toBe('blob:http://localhost/file-1')
    expect(vi.mocked(URL.createObjectURL).mock.calls[0][0]).toMatchObject({ size: 4, type: 'image/png' })
    expect(document.querySelector('a[download]')).toBeNull()
    expect(toastModule.toast).toHaveBeenCalledWith({
      title: 'Download Started',
      description: 'cardsmith-birthday-card-with-balloons.png',
    })
  })

  it('says so when the file cannot be fetched, and saves nothing', async () => {
    stubFetch({})

    const ok = await downloadImage({ imageUrl: '/api/images/file/u/gone.png', prompt: 'Gone for good', outputFormat: 'png' })

    expect(ok).toBe(false)
    expect(clicked).toHaveLength(0)
    expect(toastModule.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Download Failed', variant: 'destructive' }))
  })
})
