// The TypeScript SDK against a running Cardsmith, through the SDK alone. scripts/sdk-test.sh
// starts the release binary and gives this an account of its own: CARDSMITH_BASE_URL and
// CARDSMITH_API_KEY (an account with its free credits, on a tier of CARDSMITH_PER_MINUTE
// requests a minute, which the last step uses up).
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { createCardsmithClient, type components, type ErrorEnvelope } from '../src/index'

type Image = components['schemas']['PublicImage']

const baseUrl = required('CARDSMITH_BASE_URL')
const perMinute = Number(required('CARDSMITH_PER_MINUTE'))
const cardsmith = createCardsmithClient({ baseUrl, apiKey: required('CARDSMITH_API_KEY') })

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run scripts/sdk-test.sh`)
  return value
}

/** A failed call's answer: the status, and the error envelope with its code. */
function assertFailure(
  result: { error?: ErrorEnvelope; response: Response },
  status: number,
  code: string,
): ErrorEnvelope {
  assert.equal(result.response.status, status)
  assert.ok(result.error, `expected a ${status} error envelope`)
  assert.equal(result.error.success, false)
  assert.equal(result.error.error.code, code)
  assert.ok(result.error.error.message.length > 0)
  return result.error
}

test('the TypeScript SDK against a live Cardsmith', async (t) => {
  let credits = 0
  let image: Image | undefined
  let card: Image | undefined
  const idempotencyKey = `sdk-ts-${randomUUID()}`
  const imageBody = { prompt: 'A lighthouse at dawn over a calm sea', quality: 'low', size: '1024x1024' }

  await t.test('reads the account', async () => {
    const { data, error } = await cardsmith.GET('/v1/account')
    assert.equal(error, undefined)
    assert.ok(data?.success)
    assert.equal(data.data.tier, 'free')
    assert.equal(data.data.limits.perMinute, perMinute)
    assert.ok(data.data.credits > 0)
    credits = data.data.credits
  })

  await t.test('generates an image, charged once', async () => {
    const { data, error, response } = await cardsmith.POST('/v1/images/generate', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: imageBody,
    })
    assert.equal(error, undefined)
    assert.equal(response.status, 201)
    assert.ok(data?.success)
    assert.equal(data.data.replayed, false)
    assert.ok(data.data.credits < credits)
    assert.match(data.data.image.imageUrl, /^https?:\/\//)
    assert.equal(data.data.image.card, null)
    image = data.data.image
    credits = data.data.credits
  })

  await t.test('replays the same Idempotency-Key without charging again', async () => {
    const { data, error } = await cardsmith.POST('/v1/images/generate', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: imageBody,
    })
    assert.equal(error, undefined)
    assert.ok(data?.success)
    assert.equal(data.data.replayed, true)
    assert.equal(data.data.image.id, image?.id)
    assert.equal(data.data.credits, credits)
  })

  await t.test('generates a card with exact text', async () => {
    const { data, error, response } = await cardsmith.POST('/v1/cards/generate', {
      params: { header: { 'Idempotency-Key': `sdk-ts-${randomUUID()}` } },
      body: {
        category: 'birthday',
        style: 'watercolor',
        description: 'A bunch of sunflowers in a blue jug',
        cardText: 'Happy birthday, Ana!',
        quality: 'low',
      },
    })
    assert.equal(error, undefined)
    assert.equal(response.status, 201)
    assert.ok(data?.success)
    assert.equal(data.data.image.card?.category, 'birthday')
    assert.equal(data.data.image.card?.text, 'Happy birthday, Ana!')
    card = data.data.image
  })

  await t.test('lists page by page, and searches', async () => {
    const seen: string[] = []
    for (const page of [1, 2]) {
      const { data, error } = await cardsmith.GET('/v1/images', { params: { query: { page, limit: 1 } } })
      assert.equal(error, undefined)
      assert.ok(data?.success)
      assert.deepEqual(data.data.pagination, { total: 2, page, limit: 1, pages: 2 })
      assert.equal(data.data.images.length, 1)
      seen.push(data.data.images[0].id)
    }
    // Newest first.
    assert.deepEqual(seen, [card?.id, image?.id])

    const { data } = await cardsmith.GET('/v1/images', { params: { query: { search: 'LIGHTHOUSE' } } })
    assert.deepEqual(
      data?.data.images.map((found) => found.id),
      [image?.id],
    )
  })

  await t.test('fetches the card and changes its words, free', async () => {
    const got = await cardsmith.GET('/v1/images/{id}', { params: { path: { id: card!.id } } })
    assert.equal(got.data?.data.id, card?.id)
    assert.equal(got.data?.data.card?.text, 'Happy birthday, Ana!')

    const { data, error } = await cardsmith.PATCH('/v1/images/{id}/text', {
      params: { path: { id: card!.id } },
      body: { text: 'Happy 30th, Ana!', position: 'bottom' },
    })
    assert.equal(error, undefined)
    assert.equal(data?.data.card?.text, 'Happy 30th, Ana!')
    assert.equal(data?.data.card?.textPosition, 'bottom')

    // Only the card was charged since the image.
    const account = await cardsmith.GET('/v1/account')
    assert.ok(Math.abs(account.data!.data.credits - (credits - card!.creditCost)) < 1e-9)
  })

  await t.test('deletes the image', async () => {
    const { data, error } = await cardsmith.DELETE('/v1/images/{id}', { params: { path: { id: image!.id } } })
    assert.equal(error, undefined)
    assert.deepEqual(data, { success: true, data: { id: image!.id } })
    const gone = await cardsmith.GET('/v1/images/{id}', { params: { path: { id: image!.id } } })
    assertFailure(gone, 404, 'not_found')
  })

  await t.test('a 400 is an error envelope', async () => {
    const result = await cardsmith.GET('/v1/images', { params: { query: { limit: 51 } } })
    const error = assertFailure(result, 400, 'invalid_request')
    assert.match(error.error.message, /limit/)
  })

  await t.test('a 401 is an error envelope', async () => {
    const stranger = createCardsmithClient({ baseUrl, apiKey: 'cs_live_not-a-real-key' })
    assertFailure(await stranger.GET('/v1/account'), 401, 'unauthorized')
  })

  await t.test("a 429 is an error envelope, past the tier's limit", async () => {
    // The window is a calendar minute, so crossing into the next one can take another full limit.
    for (let call = 0; call <= 2 * perMinute + 1; call++) {
      const result = await cardsmith.GET('/v1/account')
      if (result.response.status === 200) continue
      assertFailure(result, 429, 'rate_limited')
      assert.ok(Number(result.response.headers.get('Retry-After')) > 0)
      assert.equal(result.response.headers.get('X-RateLimit-Remaining'), '0')
      return
    }
    assert.fail(`no 429 after ${2 * perMinute + 2} calls at ${perMinute} a minute`)
  })
})
