import { describe, expect, it } from 'vitest'
import { OCCASION_IDS, occasionWording } from './occasions'

describe('occasion wording', () => {
  it('gives every occasion its own greeting and examples, none of them a birthday but the birthday', () => {
    const seen = new Set<string>()
    for (const occasion of OCCASION_IDS) {
      const wording = occasionWording(occasion)
      for (const words of [wording.greeting, wording.description, wording.cardText, wording.message, wording.sample]) {
        expect(words.trim()).not.toBe('')
        expect(seen.has(words), `${occasion}: "${words}" is used twice`).toBe(false)
        seen.add(words)
        if (occasion !== 'birthday') expect(words).not.toMatch(/birthday/i)
      }
    }
  })

  it('words sympathy and thank-you cards for their occasion', () => {
    expect(occasionWording('sympathy')).toMatchObject({
      greeting: 'With Sympathy',
      cardText: expect.stringMatching(/sympathy/i),
      message: expect.stringMatching(/sorry for your loss/),
    })
    expect(occasionWording('thank_you')).toMatchObject({
      greeting: 'Thank You',
      cardText: expect.stringMatching(/^Thank you/),
      message: expect.stringMatching(/thank you/i),
    })
  })

  it('writes the examples to the recipient once their name is known', () => {
    expect(occasionWording('thank_you', '  Priya ').message).toMatch(/^Dear Priya, thank you/)
    expect(occasionWording('birthday', 'Mia').cardText).toBe('Happy birthday, Mia! Wishing you a year as bright as sunflowers.')
    expect(occasionWording('birthday', '   ').cardText).toMatch(/^Happy birthday, Maya!/)
  })

  it('stays neutral for an image that is no card, or an occasion it does not know', () => {
    const neutral = occasionWording(null)
    expect(neutral.message).toBe("Dear Sam, I saw this and thought of you. I hope it brings a smile to your day.")
    expect(occasionWording(undefined)).toEqual(neutral)
    expect(occasionWording('retirement')).toEqual(neutral)
    expect(neutral.message).not.toMatch(/birthday|thank|sorry/i)
  })
})
