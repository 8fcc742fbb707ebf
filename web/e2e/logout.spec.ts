import { expect, test } from '@playwright/test'
import { newAccount, signUp } from './support'

// Spec §4: logout goes to /, from whichever page the user was on. A signed-in-only page must
// not send the person who just logged out to the login screen instead.
for (const path of ['/gallery', '/purchase', '/dashboard']) {
  test(`logging out on ${path} lands on the home page`, async ({ page }) => {
    await signUp(page, newAccount('bye'))
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Open account menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()

    await expect(page.getByText('Logged out', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    // Give a late redirect the time it would need to show up.
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  })
}
