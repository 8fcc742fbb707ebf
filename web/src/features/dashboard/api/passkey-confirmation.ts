import { useQuery } from '@tanstack/react-query'
import { usePasskeysHere } from '@/hooks/use-passkeys-here'
import { api } from '@/lib/api'
import { answerWithPasskey, parseBegunCeremony, type PasskeyAnswer } from '@/lib/passkeys'
import { passkeysQueryOptions } from './passkeys'

/** Asks the server for a confirmation and the browser for one of the account's passkeys: the
 * answer goes with the change (a new address, deletion) in place of the password. */
export async function confirmWithPasskey(): Promise<PasskeyAnswer> {
  const begun = parseBegunCeremony(await api.POST('/api/account/passkeys/confirm'))
  return answerWithPasskey(begun)
}

/** Whether a change can be confirmed with a passkey here: passkeys work on this page and the
 * account has at least one. */
export function usePasskeyConfirmationOffered(): boolean {
  const available = usePasskeysHere().state === 'available'
  const passkeys = useQuery({ ...passkeysQueryOptions, enabled: available })
  return available && (passkeys.data?.length ?? 0) > 0
}
