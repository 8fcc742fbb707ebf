import { expect, test, type Page } from '@playwright/test'
import { newAccount, signUp } from './support'

interface ReminderList {
  paused: boolean
  reminders: { name: string; enabled: boolean; month: number; day: number; daysBefore: number; timeZone: string }[]
}

const remindersOnServer = async (page: Page) => (await (await page.request.get('/api/reminders')).json()) as ReminderList

test('dates to remember: add a date, switch it off, pause every reminder, make its card, delete it', async ({ page }) => {
  await signUp(page, newAccount('reminders'))
  await page.goto('/reminders')
  await expect(page.getByRole('heading', { level: 1, name: 'Dates to remember' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Never miss a birthday again' })).toBeVisible()

  await test.step('add Mia’s birthday', async () => {
    await page.getByRole('button', { name: 'Add your first date' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a date to remember' })
    await dialog.getByLabel('Name', { exact: true }).fill('Mia')
    await dialog.getByLabel('Relationship (optional)').fill('Sister')
    await dialog.getByLabel('Month', { exact: true }).selectOption({ label: 'February' })
    await dialog.getByLabel('Day', { exact: true }).selectOption('29')
    await dialog.getByLabel('Remind me', { exact: true }).fill('10')
    await dialog.getByLabel('Time zone').selectOption('Europe/Paris')
    await dialog.getByRole('button', { name: 'Add date' }).click()
    await expect(page.getByText('Date added', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Mia/ }) })
  await expect(row).toContainText('Birthday · February 29')
  await expect(row).toContainText('10 days before · Next reminder')
  await expect(row).toContainText('Paris time')
  expect((await remindersOnServer(page)).reminders).toEqual([
    expect.objectContaining({ name: 'Mia', month: 2, day: 29, daysBefore: 10, timeZone: 'Europe/Paris', enabled: true }),
  ])

  await test.step('switch its reminder off', async () => {
    const dateSwitch = row.getByRole('switch', { name: "Reminders for Mia's birthday" })
    await dateSwitch.click()
    await expect(dateSwitch).not.toBeChecked()
    await expect(row).toContainText('Reminder off for this date')
    await expect.poll(async () => (await remindersOnServer(page)).reminders[0].enabled).toBe(false)
    await dateSwitch.click()
    await expect(dateSwitch).toBeChecked()
  })

  await test.step('pause every reminder of the account, and back on', async () => {
    const accountSwitch = page.getByRole('switch', { name: 'Email me reminders' })
    await accountSwitch.click()
    await expect(accountSwitch).not.toBeChecked()
    await expect(row).toContainText('Paused')
    await expect.poll(async () => (await remindersOnServer(page)).paused).toBe(true)
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Email me reminders' })).not.toBeChecked()
    await page.getByRole('switch', { name: 'Email me reminders' }).click()
    await expect.poll(async () => (await remindersOnServer(page)).paused).toBe(false)
  })

  await test.step('"Make a card" opens the wizard for her birthday', async () => {
    await row.getByRole('link', { name: 'Make a card' }).click()
    await expect(page).toHaveURL(/\/create\?category=birthday&name=Mia$/)
    await expect(page.getByRole('radio', { name: 'Birthday' })).toBeChecked()
    await page.goBack()
  })

  await test.step('delete it', async () => {
    await row.getByRole('button', { name: "Delete Mia's date" }).click()
    const confirm = page.getByRole('alertdialog', { name: "Delete Mia's date?" })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Date deleted', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Never miss a birthday again' })).toBeVisible()
    expect((await remindersOnServer(page)).reminders).toEqual([])
  })
})
