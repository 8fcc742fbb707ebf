import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { dataDir } from './support'
import { totpAt, totpStep } from './two-factor-helpers'

/** Makes the account staff with the server's command line, against the running server's data
 * (the server keeps running: the role is read on every console call). */
export function makeStaff(email: string, role: 'support' | 'admin') {
  // The tests run from web/ (e2e/'s parent), where playwright.config.ts starts the same binary.
  const web = resolve(test.info().project.testDir, '..')
  execFileSync('../target/release/cardsmith', ['staff', 'grant', email, '--role', role, '--data-dir', dataDir()], {
    cwd: web,
    stdio: 'pipe',
  })
}

/** A code the server has not taken yet. Each 30-second step's code works once, so after the
 * step `usedStep` this waits for the next step to begin. Answers the code and its step. */
export async function freshCode(secret: Buffer, usedStep: number) {
  await expect
    .poll(() => totpStep(), { message: 'the next 30-second step', timeout: 35_000, intervals: [250] })
    .toBeGreaterThan(usedStep)
  const step = totpStep()
  return { code: totpAt(secret, step), step }
}

/** Opens /admin and proves the second factor with a fresh code; answers the step it used. */
export async function openConsole(page: Page, secret: Buffer, usedStep: number): Promise<number> {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible()
  const { code, step } = await freshCode(secret, usedStep)
  await page.getByLabel('Code from your app, or a recovery code').fill(code)
  await page.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible()
  return step
}
