import { useQuery } from '@tanstack/react-query'
import { usePasskeysHere } from '@/hooks/use-passkeys-here'
import { passkeysQueryOptions } from './passkeys'

/** Whether a change can be confirmed with a passkey here (`confirmWithPasskey` in
 * `@/lib/passkey-confirmation`): passkeys work on this page and the account has at least one. */
export function usePasskeyConfirmationOffered(): boolean {
  const available = usePasskeysHere().state === 'available'
  const passkeys = useQuery({ ...passkeysQueryOptions, enabled: available })
  return available && (passkeys.data?.length ?? 0) > 0
}
