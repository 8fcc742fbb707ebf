import { api } from './api'
import { answerWithPasskey, parseBegunCeremony, type PasskeyAnswer } from './passkeys'

/** Asks the server for a confirmation and the browser for one of the account's passkeys: the
 * answer goes with what it confirms (a new address, a deletion, the operator console's second
 * factor) in place of the password or code. */
export async function confirmWithPasskey(): Promise<PasskeyAnswer> {
  const begun = parseBegunCeremony(await api.POST('/api/account/passkeys/confirm'))
  return answerWithPasskey(begun)
}
