import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { absoluteUrl, offerSharePage, SHARE_TEXT, shareTitle } from './image-share'
import * as toastModule from './toast'

const PAGE = { path: '/s/Zm9vYmFy', description: 'Birthday card with balloons' }
const ABSOLUTE = `${window.location.origin}/s/Zm9vYmFy`

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true })
}

describe('absoluteUrl', () => {
  it('puts the site origin in front of relative URLs and leaves absolute ones alone', () => {
    expect(absoluteUrl('/api/images/file/u/a.png', 'https://cardsmith.example')).toBe(
      'https://cardsmith.example/api/images/file/u/a.png',
    )
    expect(absoluteUrl('https://cdn.example/a.png', 'https://cardsmith.example')).toBe('https://cdn.example/a.png')
    expect(absoluteUrl('/x.png')).toBe(`${window.location.origin}/x.png`)
  })

  it('titles the share with the start of the description', () => {
    expect(shareTitle('  Hello there  ')).toBe('Hello there')
    expect(shareTitle('a'.repeat(100))).toHaveLength(80)
    expect(shareTitle('')).toBe('My Cardsmith image')
  })
})

describe('offerSharePage', () => {
  let writeText: ReturnType<typeof vi.fn>

  beforeEach(() => {
    writeText = vi.fn(async () => {})
    setNavigator('clipboard', { writeText })
    vi.spyOn(toastModule, 'toast')
  })

  afterEach(() => {
    setNavigator('share', undefined)
    setNavigator('clipboard', undefined)
  })

  it('uses the share sheet with the title, text and absolute URL when the device has one', async () => {
    const share = vi.fn(async () => {})
    setNavigator('share', share)

    await expect(offerSharePage(PAGE)).resolves.toBe('shared')

    expect(share).toHaveBeenCalledWith({ title: 'Birthday card with balloons', text: SHARE_TEXT, url: ABSOLUTE })
    expect(SHARE_TEXT).toBe('Made with Cardsmith')
    expect(writeText).not.toHaveBeenCalled()
    expect(toastModule.toast).not.toHaveBeenCalled()
  })

  it('copies the absolute URL and says "Share Link Ready" when there is no share sheet', async () => {
    setNavigator('share', undefined)

    await expect(offerSharePage(PAGE)).resolves.toBe('copied')

    expect(writeText).toHaveBeenCalledWith(ABSOLUTE)
    expect(toastModule.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Share Link Ready' }))
  })

  it('falls back to copying when the share sheet fails', async () => {
    setNavigator('share', vi.fn(async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))))

    await expect(offerSharePage(PAGE)).resolves.toBe('copied')

    expect(writeText).toHaveBeenCalledWith(ABSOLUTE)
  })

  it('does nothing more when the user closes the share sheet', async () => {
    setNavigator('share', vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))))

    await expect(offerSharePage(PAGE)).resolves.toBe('cancelled')

    expect(writeText).not.toHaveBeenCalled()
    expect(toastModule.toast).not.toHaveBeenCalled()
  })

  it('shows the link when it cannot be copied', async () => {
    setNavigator('share', undefined)
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) })
    document.execCommand = vi.fn(() => false)

    await expect(offerSharePage(PAGE)).resolves.toBe('failed')

    expect(toastModule.toast).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'destructive', description: ABSOLUTE }),
    )
  })
})
