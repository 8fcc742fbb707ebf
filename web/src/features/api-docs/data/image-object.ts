import type { Field } from './endpoints'

/** The image (or card) in every answer that carries one. */
export const IMAGE_FIELDS: Field[] = [
  { name: 'id', type: 'string', description: 'Its id, for the image endpoints.' },
  { name: 'prompt', type: 'string', description: 'What it was made from; for a card, the prompt made from your choices.' },
  { name: 'imageUrl', type: 'string', description: 'The file\u2019s full address. It cannot be guessed, so it can be shared.' },
  { name: 'quality', type: 'string', description: 'low, medium, high or auto.' },
  { name: 'size', type: 'string', description: '1024x1024, 1024x1536, 1536x1024 or auto.' },
  { name: 'outputFormat', type: 'string', description: 'png, jpeg or webp.' },
  { name: 'creditCost', type: 'number', description: 'Credits it cost, e.g. 1.5.' },
  { name: 'createdAt', type: 'string', description: 'When it was made (ISO 8601, UTC).' },
  {
    name: 'card',
    type: 'object | null',
    description: 'For a card: `{ category, style, text, textPosition, textScheme }`; `null` for an image.',
  },
  {
    name: 'revisedFrom',
    type: 'string | null',
    description: 'For a revision: the id of the image it was made from; `null` otherwise.',
  },
  { name: 'revision', type: 'string | null', description: 'For a revision: the instruction that made it.' },
]

/** A card as an answer shows it, on the given site. */
export function sampleImage(origin: string) {
  return {
    id: '0b6f9c2e-3d4a-4f7e-9a51-6c2d8e1f4b73',
    prompt: 'A greeting card for a joyful birthday celebration, as a soft watercolor painting. A golden retriever in a party hat, with balloons.',
    imageUrl: `${origin}/api/images/file/u/Xq3v9TcK2mBf8LwYp1RzHd.png`,
    quality: 'low',
    size: '1024x1024',
    outputFormat: 'png',
    creditCost: 1,
    createdAt: '2026-11-22T06:00:00Z',
    card: {
      category: 'birthday',
      style: 'watercolor',
      text: 'Happy birthday, Sam!',
      textPosition: 'bottom',
      textScheme: 'auto',
    },
    revisedFrom: null,
    revision: null,
  }
}
