import { describe, expect, it } from 'vitest'
import { parseUser } from './auth'

const USER = {
  id: '6f1c2a7e-0a7b-4c1e-9d53-7b8f0f2b4a11',
  username: 'jane',
  displayName: 'Jane Doe',
  email: 'jane@example.com',
  emailVerified: false,
  credits: 1.5,
  createdAt: '2026-11-22T05:31:00Z',
}

describe('parseUser', () => {
  it('keeps the known fields and drops the others', () => {
    expect(parseUser({ ...USER, passwordHash: 'x', role: 'admin' })).toEqual(USER)
  })

  it.each([null, 'jane', 42, [USER]])('rejects %j, which is no user', (answer) => {
    expect(() => parseUser(answer)).toThrow(TypeError)
  })

  it.each([
    ['id', 7],
    ['username', null],
    ['displayName', undefined],
    ['email', undefined],
    ['emailVerified', 'true'],
    ['credits', '10'],
    ['credits', Number.NaN],
    ['createdAt', 0],
  ])('rejects a user whose %s is %j', (name, value) => {
    expect(() => parseUser({ ...USER, [name]: value })).toThrow(name)
  })
})
