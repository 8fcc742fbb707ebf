import { describe, expect, it } from 'vitest'
import { idempotencyKeys } from './idempotency'

describe('idempotencyKeys', () => {
  it('reuses the key while the same request is retried', () => {
    const keys = idempotencyKeys()
    const first = keys.keyFor({ prompt: 'balloons', size: '1024x1024' })

    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(keys.keyFor({ prompt: 'balloons', size: '1024x1024' })).toBe(first)
  })

  it('gives a changed request a new key', () => {
    const keys = idempotencyKeys()
    const first = keys.keyFor({ prompt: 'balloons' })

    expect(keys.keyFor({ prompt: 'confetti' })).not.toBe(first)
  })

  it('gives the same request a new key once the last one succeeded', () => {
    const keys = idempotencyKeys()
    const first = keys.keyFor({ prompt: 'balloons' })
    keys.done()

    expect(keys.keyFor({ prompt: 'balloons' })).not.toBe(first)
  })
})
