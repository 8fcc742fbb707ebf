import { api } from '@/lib/api'
import { userSchema, type User } from '@/lib/auth'
import { answerWithPasskey, parseBegunCeremony } from '@/lib/passkeys'

export const PASSKEY_SIGN_IN_FAILED_FALLBACK = 'Could not sign in with a passkey. Please try again.'

/**
 * Signs in with whichever passkey the person picks: from the browser's dialog, or with
 * `autofill` from the email box's suggestions (the request then waits until one is picked). A
 * passkey counts as both steps of two-step sign-in, so no code is asked for.
 */
export async function signInWithPasskey({ autofill = false }: { autofill?: boolean } = {}): Promise<User> {
  const begun = parseBegunCeremony(await api.POST('/api/auth/passkey/options'))
  const answer = await answerWithPasskey(begun, { autofill })
  return userSchema.parse(await api.POST('/api/auth/passkey', { body: answer }))
}
