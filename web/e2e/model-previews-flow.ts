import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSidewaysScroll, screenshot } from './customer-polish-helpers'
import { generationAnswer, newAccount, signUp } from './support'

/*
 * Previews from a model that streams: a second Cardsmith server whose image provider is the
 * bench's fake OpenAI Images API (bench/fake-provider) in streaming mode. Asked to stream, the
 * fake sends its partial images at 1.0 s and 2.5 s and the finished image at 4 s, as OpenAI's
 * `image_generation.partial_image` and `image_generation.completed` events. The page must show
 * the partials, softened, before the image. Run at 1280 px by model-previews.spec.ts and at 375 px
 * by mobile-model-previews.spec.ts, each with its own pair of processes on free ports.
 */

export interface StreamingModel {
  baseURL: string
  stop: () => Promise<void>
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  return child
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function waitUntilUp(url: string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(url).then((answer) => answer.ok, () => false)
    if (up) return
    if (Date.now() > deadline) throw new Error(`${url} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Starts the fake model and a Cardsmith server that uses it; `stop` ends both. */
async function startStreamingModel(): Promise<StreamingModel> {
  const baseURL = `http://127.0.0.1:${await freePort()}`
  const modelPort = await freePort()
  const fake = start('../target/release/bench-fake-provider', [
    '--port', String(modelPort),
    '--delay', '4',
    '--partials', '2',
    '--first-partial', '1',
    '--side', '1024',
  ])
  const server = start(
    '../target/release/cardsmith',
    ['serve', '--addr', baseURL.replace('http://', ''), '--data-dir', mkdtempSync(join(tmpdir(), 'cardsmith-model-'))],
    {
      CARDSMITH_PUBLIC_URL: baseURL,
      CARDSMITH_SIGNUPS_PER_HOUR: '10000',
      CARDSMITH_IMAGE_PROVIDER: 'openai',
      CARDSMITH_OPENAI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
      CARDSMITH_OPENAI_MODEL: 'gpt-image-2',
      CARDSMITH_SEED_EXAMPLE_IMAGES: 'false',
    },
  )
  const stop = async () => {
    await Promise.all([stopProcess(server), stopProcess(fake)])
  }
  try {
    await waitUntilUp(`${baseURL}/api/site`)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseURL, stop }
}

/** Tests run against their own server, whose image model is the streaming fake. */
export const modelTest = test.extend<object, { streamingModel: StreamingModel }>({
  streamingModel: [
    // Playwright reads a fixture's needs from the pattern of its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const model = await startStreamingModel()
      await provide(model)
      await model.stop()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ streamingModel }, provide) => provide(streamingModel.baseURL),
})

/** Makes an image with the streaming model and checks that its partials showed first. */
export async function watchTheModelsPreviews(page: Page) {
  const prompt = 'A paper boat on a pond in the rain'
  await signUp(page, newAccount('stream'))
  await page.goto('/generate')
  await page.getByLabel('Describe your image').fill(prompt)
  await page.getByRole('radio', { name: /^Low/ }).check()
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/images/generate'))
  await page.getByRole('button', { name: 'Generate Image' }).click()

  // The answer's headers come with the first partial, at about 1 s; the image at 4 s.
  const preview = page.getByRole('img', { name: 'A first look at your image, still being made' })
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/)
  const first = await preview.getAttribute('data-preview-index')
  expect(first).toBe('0')
  await expect(page.getByRole('status').filter({ hasText: 'Your image is taking shape…' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await screenshot(page, 'model-preview')
  await expect(preview).toHaveAttribute('data-preview-index', '1')

  const response = await answer
  expect(await response.headerValue('content-type')).toContain('text/event-stream')
  await generationAnswer(page, response)
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: prompt })).toBeVisible()
  await expect(preview).toHaveCount(0)
  const me = await page.request.get('/api/auth/me')
  expect(((await me.json()) as { credits: number }).credits, 'charged once: 10 less 1').toBe(9)
}
