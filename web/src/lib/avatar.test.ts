import { describe, expect, it } from 'vitest'
import { avatarColor, avatarDataUrl, avatarInitials, fallbackInitials } from './avatar'

describe('avatar', () => {
  it('uses one letter per word, else the first two letters', () => {
    expect(avatarInitials('jane.doe')).toBe('JD')
    expect(avatarInitials('mary ann_smith')).toBe('MA')
    expect(avatarInitials('mia')).toBe('MI')
    expect(fallbackInitials('jane.doe')).toBe('JA')
    expect(fallbackInitials('  ')).toBe('?')
  })

  it('gives a username the same colour every time, and different users different colours', () => {
    expect(avatarColor('jane')).toBe(avatarColor('jane'))
    const colours = new Set(['jane', 'omar', 'li', 'sam', 'priya', 'lukas'].map(avatarColor))
    expect(colours.size).toBeGreaterThan(2)
  })

  it('escapes the initials inside the SVG', () => {
    const svg = decodeURIComponent(avatarDataUrl('<b>'))
    expect(svg).toContain('&#60;B')
    expect(svg).not.toContain('<B')
  })
})
