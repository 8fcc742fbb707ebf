import { describe, expect, it } from 'vitest'
import { newTabLink } from './image-open'

describe('newTabLink', () => {
  it('makes the image address absolute and cuts the new tab off from this page', () => {
    expect(newTabLink('/api/images/file/u/3f9c.png')).toEqual({
      href: `${window.location.origin}/api/images/file/u/3f9c.png`,
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })
})
