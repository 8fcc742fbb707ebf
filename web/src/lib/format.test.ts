import { describe, expect, it } from 'vitest'
import { formatBytes, formatCredits } from './format'

describe('format', () => {
  it('writes credits with US thousands separators', () => {
    expect(formatCredits(12345)).toBe('12,345')
    expect(formatCredits(1.5)).toBe('1.5')
  })

  it('writes a file size in the largest unit under 1000, with one decimal below 10', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(1)).toBe('1 byte')
    expect(formatBytes(1023)).toBe('1023 bytes')
    expect(formatBytes(1024)).toBe('1 KB')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(2_516_582)).toBe('2.4 MB')
    expect(formatBytes(48_000_000)).toBe('46 MB')
    expect(formatBytes(1_023_000)).toBe('999 KB')
    expect(formatBytes(1_023_600)).toBe('1 MB')
    expect(formatBytes(1_047_000)).toBe('1 MB')
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB')
  })
})
