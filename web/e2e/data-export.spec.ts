import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { newAccount, signUp } from './support'

test('"Download my data" makes an archive in the background that only its owner can fetch', async ({ page, browser }) => {
  const account = newAccount('export')
  const yourData = page.getByRole('region', { name: 'Your data' })
  let downloadUrl = ''

  await test.step('asked for from Account Settings, it is made and offered for seven days', async () => {
    await signUp(page, account)
    await page.goto('/dashboard#your-data')
    await expect(yourData.getByText('You have no archive yet.')).toBeVisible()
    await yourData.getByRole('button', { name: 'Download my data' }).click()
    await expect(yourData.getByText(/Your archive from .+ is ready \(\d+(\.\d)? (B|KB|MB)\)\./)).toBeVisible()
    await expect(yourData.getByText(/You can download it until /)).toBeVisible()
    downloadUrl = (await yourData.getByRole('link', { name: 'Download archive' }).getAttribute('href')) ?? ''
    expect(downloadUrl).toMatch(/^\/api\/account\/export\/[^/]+\/download$/)
  })

  await test.step('the link downloads a zip with the README and the profile', async () => {
    const downloading = page.waitForEvent('download')
    await yourData.getByRole('link', { name: 'Download archive' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^cardsmith-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const zip = await readFile(await download.path())
    expect(zip.subarray(0, 2).toString()).toBe('PK')
    expect(zip.includes('README.txt')).toBe(true)
    expect(zip.includes('profile.json')).toBe(true)
  })

  await test.step('another browser, signed in or not, is told there is no such archive', async () => {
    const other = await browser.newContext()
    const visitor = await other.request.get(downloadUrl)
    expect(visitor.status()).toBe(404)
    const stranger = await other.newPage()
    await signUp(stranger, newAccount('stranger'))
    expect((await stranger.request.get(downloadUrl)).status()).toBe(404)
    await other.close()
  })

  await test.step('"Make a new one" replaces it', async () => {
    await yourData.getByRole('button', { name: 'Make a new one' }).click()
    await expect(yourData.locator(`a[href$="/download"]:not([href="${downloadUrl}"])`)).toBeVisible()
    expect((await page.request.get(downloadUrl)).status()).toBe(404)
  })
})
