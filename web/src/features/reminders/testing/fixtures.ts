import { json, stubFetch, type RecordedRequest } from '@/testing/fetch-stub'
import type { Reminder } from '../api/get-reminders'

export const MIA: Reminder = {
  id: 'rem-mia',
  name: 'Mia',
  relationship: 'Sister',
  occasion: 'birthday',
  month: 3,
  day: 15,
  timeZone: 'Europe/Paris',
  daysBefore: 7,
  enabled: true,
  remindAt: '2027-03-08T08:00:00Z',
  createUrl: '/create?category=birthday&name=Mia',
}

export const SAM_AND_JO: Reminder = {
  id: 'rem-sam',
  name: 'Sam & Jo',
  relationship: '',
  occasion: 'anniversary',
  month: 6,
  day: 21,
  timeZone: 'America/New_York',
  daysBefore: 0,
  enabled: false,
  remindAt: '2027-06-21T13:00:00Z',
  createUrl: '/create?category=anniversary&name=Sam%20%26%20Jo',
}

type Routes = Parameters<typeof stubFetch>[0]

/** The reminders API over a list kept in memory, so reads after a change see it. */
export function stubRemindersServer({ dates = [MIA, SAM_AND_JO], paused = false, routes = {} as Routes } = {}) {
  let live = [...dates]
  let isPaused = paused
  const body = (request: RecordedRequest) => JSON.parse(request.body ?? '{}') as Omit<Reminder, 'id' | 'remindAt' | 'createUrl'>
  const saved = (id: string, request: RecordedRequest): Reminder => {
    const fields = body(request)
    return {
      ...fields,
      id,
      enabled: fields.enabled ?? true,
      remindAt: '2027-01-01T09:00:00Z',
      createUrl: `/create?category=${fields.occasion}&name=${encodeURIComponent(fields.name)}`,
    }
  }
  const putRoutes: Routes = {}
  const deleteRoutes: Routes = {}
  for (const date of dates) {
    putRoutes[`PUT /api/reminders/${date.id}`] = (request) => {
      const updated = saved(date.id, request)
      live = live.map((item) => (item.id === date.id ? updated : item))
      return json(updated)
    }
    deleteRoutes[`DELETE /api/reminders/${date.id}`] = () => {
      live = live.filter((item) => item.id !== date.id)
      return json({ success: true })
    }
  }
  return stubFetch({
    'GET /api/csrf-token': json({ csrfToken: 'token-1' }),
    'GET /api/reminders': () => json({ reminders: live, paused: isPaused }),
    'POST /api/reminders': (request) => {
      const created = saved('rem-new', request)
      live = [...live, created]
      return json(created, { status: 201 })
    },
    'PUT /api/reminders/settings': (request) => {
      isPaused = (JSON.parse(request.body ?? '{}') as { paused: boolean }).paused
      return json({ paused: isPaused })
    },
    ...putRoutes,
    ...deleteRoutes,
    ...routes,
  })
}
