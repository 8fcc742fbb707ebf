import type { ExampleRequest } from '../utils/snippets'

/**
 * The public API's endpoints as the server answers them (crates/server/src/http/v1). The
 * OpenAPI document at /v1/openapi.json is generated from the same handlers.
 */

export interface Field {
  name: string
  type: string
  required?: boolean
  description: string
}

export interface Endpoint {
  id: string
  method: ExampleRequest['method']
  path: string
  title: string
  summary: string
  pathParams?: Field[]
  query?: Field[]
  body?: Field[]
  /** The status of a success and what `data` holds then. */
  success: { status: number; data: string }
  /** Worth knowing beyond the shared error codes. */
  notes?: string[]
  example: ExampleRequest
}

const QUALITY: Field = {
  name: 'quality',
  type: 'string',
  description: 'low, medium (default), high or auto. Higher quality costs more credits.',
}
const SIZE: Field = {
  name: 'size',
  type: 'string',
  description: '1024x1024 (default), 1024x1536 (portrait), 1536x1024 (landscape) or auto.',
}
const PHOTO: Field = {
  name: 'uploadedImage',
  type: 'string',
  description: 'A photo to work from, as a `data:` URL (PNG, JPEG or WebP, under 5 MB, at most 4096 pixels a side).',
}
const IMAGE_ID: Field = { name: 'id', type: 'string', required: true, description: 'The image id.' }
const IDEMPOTENT_NOTE =
  'Send an `Idempotency-Key` header: the same key with the same body within 24 hours answers with the first result without charging again.'

export const ENDPOINTS: Endpoint[] = [
  {
    id: 'generate-image',
    method: 'POST',
    path: '/v1/images/generate',
    title: 'Generate an image',
    summary: 'Makes an image from a description and charges its cost to your credits.',
    body: [
      { name: 'prompt', type: 'string', required: true, description: 'What to draw, 10 to 4,000 characters.' },
      QUALITY,
      SIZE,
      { name: 'outputFormat', type: 'string', description: 'png (default), jpeg or webp.' },
      { name: 'style', type: 'string', description: 'vivid (default) or natural.' },
      {
        name: 'outputCompression',
        type: 'integer',
        description: '0 to 100, for jpeg and webp only (80 when left out).',
      },
      { name: 'background', type: 'string', description: 'transparent, for png and webp only.' },
      PHOTO,
      {
        name: 'stream',
        type: 'boolean',
        description: 'true to watch previews of the image arrive while it is made (see the notes). Default false.',
      },
    ],
    success: {
      status: 201,
      data: '`data` holds `image` (the image object), `credits` (your balance after paying) and `replayed` (`true` when an earlier request with the same `Idempotency-Key` made it).',
    },
    notes: [
      IDEMPOTENT_NOTE,
      'A generation that fails is refunded in full.',
      'With `"stream": true`, once the first preview is ready the answer is `200` with `Content-Type: text/event-stream`: Server-Sent Events `preview` (`{"index", "image"}`, the picture so far as a `data:` URL), then one `done` event holding the 201 answer\'s JSON, or one `error` event holding the error answer\'s JSON and its `status`. An answer ready before any preview (a refusal, a replay, a model that shows none) is the ordinary one, so check `Content-Type`. Closing the stream early does not stop the image: it is charged once and kept in your images.',
    ],
    example: {
      method: 'POST',
      path: '/v1/images/generate',
      body: { prompt: 'A watercolor fox reading a book under a lamp, warm autumn colors', quality: 'low' },
      idempotent: true,
      slow: true,
    },
  },
  {
    id: 'generate-card',
    method: 'POST',
    path: '/v1/cards/generate',
    title: 'Generate a greeting card',
    summary:
      'Makes a greeting card for an occasion in an art style. Its words are set on the art exactly as you write them, in any script.',
    body: [
      {
        name: 'category',
        type: 'string',
        required: true,
        description: 'birthday, anniversary, wedding, graduation, thank_you, get_well, new_baby or sympathy.',
      },
      {
        name: 'style',
        type: 'string',
        required: true,
        description: 'watercolor, cartoon, photorealistic, abstract, minimalist or vintage.',
      },
      { name: 'description', type: 'string', description: 'What the picture should show, up to 500 characters.' },
      { name: 'includeText', type: 'boolean', description: 'Whether the card carries `cardText` (when left out: `true` if `cardText` has words).' },
      { name: 'cardText', type: 'string', description: 'The exact words, up to 200 characters.' },
      QUALITY,
      SIZE,
      PHOTO,
      { name: 'includeUploadedImage', type: 'boolean', description: '`false` leaves the photo out even when one is sent.' },
    ],
    success: {
      status: 201,
      data: '`data` holds `image`, `credits` and `replayed`, as for images; `image.card` holds the card\u2019s words and layout.',
    },
    notes: [IDEMPOTENT_NOTE, 'A card costs the same as an image of the same quality and size.'],
    example: {
      method: 'POST',
      path: '/v1/cards/generate',
      body: {
        category: 'birthday',
        style: 'watercolor',
        description: 'A golden retriever in a party hat, with balloons',
        includeText: true,
        cardText: 'Happy birthday, Sam!',
        quality: 'low',
      },
      idempotent: true,
      slow: true,
    },
  },
  {
    id: 'edit-card-text',
    method: 'PATCH',
    path: '/v1/images/{id}/text',
    title: 'Change a card\u2019s text',
    summary: 'Sets new words on a card\u2019s art, free of charge: no credits are used and no new picture is made.',
    pathParams: [{ ...IMAGE_ID, description: 'The id of a card made with `/v1/cards/generate` or the card creator.' }],
    body: [
      { name: 'text', type: 'string', description: 'The new words, up to 200 characters; an empty string leaves the card without words, and leaving it out keeps the words it has.' },
      { name: 'position', type: 'string', description: 'top, middle or bottom; left out, the words stay where they are.' },
      { name: 'scheme', type: 'string', description: 'Colours: auto, light, dark or gold; left out, they stay as they are.' },
    ],
    success: { status: 200, data: '`data` is the card, with a new `imageUrl`.' },
    notes: [
      'An image that is not a card answers 400.',
      'A 409 means another change to the same card landed at the same moment: send yours again.',
    ],
    example: {
      method: 'PATCH',
      path: '/v1/images/IMAGE_ID/text',
      body: { text: 'Happy 30th birthday, Sam!', position: 'top', scheme: 'gold' },
    },
  },
  {
    id: 'revise-image',
    method: 'POST',
    path: '/v1/images/{id}/revise',
    title: 'Revise an image',
    summary:
      'Makes a new image from one of yours as your words say ("make the sky a sunset"), priced like any image of its quality and size. The original is kept.',
    pathParams: [IMAGE_ID],
    body: [
      {
        name: 'instruction',
        type: 'string',
        required: true,
        description: 'What should change, 3 to 1,000 characters.',
      },
      { ...QUALITY, description: 'low, medium, high or auto; the image\u2019s own when left out.' },
      { ...SIZE, description: '1024x1024, 1024x1536, 1536x1024 or auto; the image\u2019s own when left out.' },
    ],
    success: {
      status: 201,
      data: '`data` holds `image`, `credits` and `replayed`, as for a new image; `image.revisedFrom` is the id it was made from and `image.revision` your instruction.',
    },
    notes: [
      IDEMPOTENT_NOTE,
      'A card\u2019s words are set on the revised art exactly as they were; they are never sent to the image model.',
      'When the image model in use cannot revise images (`GET /v1/images/options` says `revise: false`), the answer is 400 `unsupported_option`. The built-in designer changes colours, light, time of day, weather and style, and adds things it knows; an instruction it cannot follow is refused the same way, before anything is charged.',
    ],
    example: {
      method: 'POST',
      path: '/v1/images/IMAGE_ID/revise',
      body: { instruction: 'Make the sky a sunset', quality: 'low' },
      idempotent: true,
      slow: true,
    },
  },
  {
    id: 'image-versions',
    method: 'GET',
    path: '/v1/images/{id}/versions',
    title: 'List an image\u2019s versions',
    summary: 'Every version of one of your images still kept, oldest first: the original, then each revision.',
    pathParams: [{ ...IMAGE_ID, description: 'The id of any version.' }],
    success: { status: 200, data: '`data.versions` holds the images, oldest first.' },
    example: { method: 'GET', path: '/v1/images/IMAGE_ID/versions' },
  },
  {
    id: 'list-images',
    method: 'GET',
    path: '/v1/images',
    title: 'List your images',
    summary: 'Your images and cards, newest first, a page at a time.',
    query: [
      { name: 'page', type: 'integer', description: 'From 1 (default 1).' },
      { name: 'limit', type: 'integer', description: 'Images per page, 1 to 50 (default 20).' },
      { name: 'search', type: 'string', description: 'Only images whose prompt contains this text (any case).' },
    ],
    success: { status: 200, data: '`data` holds `images` and `pagination`: `{ total, page, limit, pages }`.' },
    example: { method: 'GET', path: '/v1/images', query: { page: 1, limit: 20, search: 'birthday' } },
  },
  {
    id: 'get-image',
    method: 'GET',
    path: '/v1/images/{id}',
    title: 'Get an image',
    summary: 'One of your images or cards.',
    pathParams: [IMAGE_ID],
    success: { status: 200, data: '`data` is the image.' },
    example: { method: 'GET', path: '/v1/images/IMAGE_ID' },
  },
  {
    id: 'delete-image',
    method: 'DELETE',
    path: '/v1/images/{id}',
    title: 'Delete an image',
    summary: 'Deletes one of your images with its files; its link stops working.',
    pathParams: [IMAGE_ID],
    success: { status: 200, data: '`data` holds the deleted image\u2019s `id`.' },
    example: { method: 'DELETE', path: '/v1/images/IMAGE_ID' },
  },
  {
    id: 'account',
    method: 'GET',
    path: '/v1/account',
    title: 'Get your account',
    summary: 'Your balance, your tier and its limits, and how many requests you have made.',
    success: {
      status: 200,
      data: '`data` holds `credits`, `tier` (`free`, `basic` or `premium`), `limits` (`perMinute`, `perDay`) and `usage` (`thisMinute`, `today`: this request included, days on UTC).',
    },
    example: { method: 'GET', path: '/v1/account' },
  },
]
