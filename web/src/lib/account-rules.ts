import { z } from 'zod'

/** Account field rules shared by the sign-up, login, reset and change-password forms;
 * the server enforces the same ones. */

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 32

// Mobile keyboards often add a trailing space after autocompleting an address.
export const emailSchema = z.string().trim().pipe(z.email('Please enter a valid email address'))

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}._-]*$/u, 'Username may only contain letters, numbers, dots, dashes and underscores')

export const DISPLAY_NAME_MAX_LENGTH = 60

/** Optional: the name cards are sent from. Blank means the username stands in. */
export const displayNameSchema = z
  .string()
  .trim()
  .max(DISPLAY_NAME_MAX_LENGTH, 'Your name can be up to 60 characters, on one line')

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'

/** The check every "confirm password" box gets: `.refine(...passwordsMatch('password'))`. */
export function passwordsMatch<T extends { confirmPassword: string }>(
  field: keyof T,
): [(values: T) => boolean, { message: string; path: string[] }] {
  return [(values) => values[field] === values.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] }]
}
