import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fetch-stub'
import { downloadImage, imageFileName } from './image-download'
import * as toastModule from './toast'

describe('imageFileName', () => {
  it.each([
    ['birthday-card-for-mina', 'png', 'birthday-card-for-mina.png'],
    ['a-red-fox-in-the-snow', 'jpeg', 'a-red-fox-in-the-snow.jpg'],
    ['sympathy-card', 'webp', 'sympathy-card.webp'],
    ['', 'png', 'image.png'],
    ['birthday-card', 'gif', 'birthday-card.png'],
  ])('names %j (%s) as %s', (fileName, format, expected) => {
    expect(imageFileName(fileName, format)).toBe(expected)
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

  it('fetches the file and saves it under the name the server gave the image', async () => {
    const api = stubFetch({
      'GET /api/images/file/u/abc.png': new Response(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'Content-Type': 'image/png' },
      }),
    })

    const ok = await downloadImage({ imageUrl: '/api/images/file/u/abc.png', fileName: 'birthday-card-for-mina', outputFormat: 'png' })

    expect(ok).toBe(true)
    expect(api.callsTo('GET', '/api/images/file/u/abc.png')).toHaveLength(1)
    expect(clicked).toHaveLength(1)
    expect(clicked[0].download).toBe('birthday-card-for-mina.png')
    expect(clicked[0].href).toBe('blob:http://localhost/file-1')
    expect(vi.mocked(URL.createObjectURL).mock.calls[0][0]).toMatchObject({ size: 4, type: 'image/png' })
    expect(document.querySelector('a[download]')).toBeNull()
    expect(toastModule.toast).toHaveBeenCalledWith({
      title: 'Download Started',
      description: 'birthday-card-for-mina.png',
    })
  })

  it('says so when the file cannot be fetched, and saves nothing', async () => {
    stubFetch({})

    const ok = await downloadImage({ imageUrl: '/api/images/file/u/gone.png', fileName: 'gone-for-good', outputFormat: 'png' })

    expect(ok).toBe(false)
    expect(clicked).toHaveLength(0)
    expect(toastModule.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Download Failed', variant: 'destructive' }))
  })
})
