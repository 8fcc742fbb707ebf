import { describe, expect, it } from 'vitest'
import { messageOf } from './message-response'

describe('messageOf', () => {
  it("returns the answer's message", () => {
    expect(messageOf({ message: 'Password changed.', extra: 1 }, 'Done')).toEqual({ message: 'Password changed.' })
  })

  it('keeps an empty message', () => {
    expect(messageOf({ message: '' }, 'Done')).toEqual({ message: '' })
  })

  it.each([null, undefined, 'ok', [], {}, { message: 42 }, { message: null }, [{ message: 'x' }]])(
    'falls back when the answer is %j',
    (answer) => {
      expect(messageOf(answer, 'Done')).toEqual({ message: 'Done' })
    },
  )
})
