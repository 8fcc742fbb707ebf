import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests against the real server binary (with the SPA embedded), started on a
 * fresh data directory for each run. Playwright cannot download browsers here, so it drives
 * the system Chromium.
 */

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`

// This file is evaluated by the runner and again by every worker: the runner creates the
// folder and the workers inherit its path through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cardsmith-e2e-'))
const dataDir = process.env.E2E_DATA_DIR

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  // One server, two cores: run tests one after another so timings stay predictable.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // Only the flows whose layout differs on a phone.
      testMatch: /mobile-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `../target/release/cardsmith serve --addr 127.0.0.1:${port} --data-dir ${dataDir}`,
    url: `${baseURL}/api/site`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test signs up from this one machine.
    // Due cards and reminders are looked for every half second, so a scheduled card arrives soon after its minute.
    env: { CARDSMITH_PUBLIC_URL: baseURL, CARDSMITH_SIGNUPS_PER_HOUR: '10000', CARDSMITH_SEND_POLL_MS: '500' },
  },
})
