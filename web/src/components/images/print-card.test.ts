import { describe, expect, it } from 'vitest'
import { printCardUrl } from './print-card'

describe('printCardUrl', () => {
  it('asks for the chosen paper', () => {
    expect(printCardUrl('card-1', { paper: 'letter', message: '' })).toBe('/api/images/card-1/card.pdf?paper=letter')
    expect(printCardUrl('card-1', { paper: 'a4', message: '' })).toBe('/api/images/card-1/card.pdf?paper=a4')
  })

  it('sends a written message, encoded, without the spaces around it', () => {
    const url = printCardUrl('card-1', { paper: 'a4', message: '  Dear Sam,\nlove & hugs? 100%  ' }, 'Happy birthday!')
    expect(url).toBe('/api/images/card-1/card.pdf?paper=a4&message=Dear+Sam%2C%0Alove+%26+hugs%3F+100%25')
    expect(new URL(url, 'http://localhost').searchParams.get('message')).toBe('Dear Sam,\nlove & hugs? 100%')
  })

  it("leaves the message out when it is empty or the card's own words: the server prints those", () => {
    for (const message of ['', '   ', 'Happy birthday!', ' Happy birthday! ']) {
      expect(printCardUrl('card-1', { paper: 'letter', message }, 'Happy birthday!')).toBe(
        '/api/images/card-1/card.pdf?paper=letter',
      )
    }
  })

  it('encodes the image id into the path', () => {
    expect(printCardUrl('a/b c', { paper: 'letter', message: '' })).toBe('/api/images/a%2Fb%20c/card.pdf?paper=letter')
  })
})
