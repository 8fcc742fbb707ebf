import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { parseBegunCeremony, type BegunCeremony, type NewPasskey } from '@/lib/passkeys'
import type { MutationConfig } from '@/lib/query-client'
import { queryKeys } from '@/lib/query-keys'

/** A passkey's name is at most this long (the server refuses longer ones). */
export const PASSKEY_NAME_MAX_LENGTH = 60

const NAME_MISSING = 'Please give the passkey a name'
const NAME_TOO_LONG = `The name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`

export const passkeySchema = z.object({
  id: z.string(),
  /** Given when it was added, or the browser and system it was added from ("Chrome on Linux"). */
  name: z.string(),
  createdAt: z.string(),
  /** The last sign-in or confirmation with it; null if never used. */
  lastUsedAt: z.string().nullish(),
}) satisfies z.ZodType<components['schemas']['PasskeyView']>

export type Passkey = z.infer<typeof passkeySchema>

export async function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return z.array(passkeySchema).parse(await api.GET('/api/account/passkeys', { signal }))
}

export const passkeysQueryOptions = queryOptions({
  queryKey: queryKeys.passkeys,
  queryFn: ({ signal }) => getPasskeys(signal),
})

/** The account's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery(passkeysQueryOptions)
}

/**
 * The "Add a passkey" form. Its names are the page's own: other forms there have a password and
 * a code box too, and a field's name is its element id. The code is asked for only when two-step
 * sign-in is on; a blank name lets the server name the passkey after the browser and system.
 */
export function addPasskeyFormSchema(needsCode: boolean) {
  return z.object({
    passkeyName: z.string().trim().max(PASSKEY_NAME_MAX_LENGTH, NAME_TOO_LONG),
    passkeyPassword: z.string().min(1, 'Please enter your current password'),
    passkeyCode: needsCode
      ? z.string().trim().min(1, 'Enter a code from your authenticator app or a recovery code')
      : z.string().optional(),
  })
}

export type AddPasskeyFormValues = z.infer<ReturnType<typeof addPasskeyFormSchema>>

/** Where the server's field errors go on the add form (its names → the form's). `passkey`
 * (an expired request, a passkey already added) has no box: it shows above the form. */
export const ADD_PASSKEY_SERVER_FIELDS = {
  currentPassword: 'passkeyPassword',
  code: 'passkeyCode',
  name: 'passkeyName',
} as const satisfies Record<string, keyof AddPasskeyFormValues>

export const PASSKEY_NOT_ADDED_FALLBACK = 'Could not add the passkey. Please try again.'

export const renamePasskeyFormSchema = z.object({
  passkeyNewName: z.string().trim().min(1, NAME_MISSING).max(PASSKEY_NAME_MAX_LENGTH, NAME_TOO_LONG),
})

export type RenamePasskeyFormValues = z.infer<typeof renamePasskeyFormSchema>

export const RENAME_PASSKEY_SERVER_FIELDS = { name: 'passkeyNewName' } as const satisfies Record<
  string,
  keyof RenamePasskeyFormValues
>

export const PASSKEY_NOT_RENAMED_FALLBACK = 'Could not rename the passkey. Please try again.'
export const PASSKEY_NOT_REMOVED_FALLBACK = 'Could not remove the passkey. Please try again.'

type AddPasskeyProof = Pick<components['schemas']['AddPasskeyOptionsRequest'], 'currentPassword' | 'code'>

/** Checks the password (and code) and begins the browser's half: options for `createPasskey`. */
export async function beginAddingPasskey(proof: AddPasskeyProof): Promise<BegunCeremony> {
  return parseBegunCeremony(await api.POST('/api/account/passkeys/options', { body: proof }))
}

export interface FinishAddingPasskey {
  /** Blank for the server to name it after the browser and system. */
  name: string
  passkey: NewPasskey
}

/** Hands the browser's new passkey to the server, which keeps it and answers it named. */
export async function finishAddingPasskey({ name, passkey }: FinishAddingPasskey): Promise<Passkey> {
  const body: components['schemas']['AddPasskeyRequest'] = { ceremony: passkey.ceremony, name, credential: passkey.credential }
  return passkeySchema.parse(await api.POST('/api/account/passkeys', { body }))
}

export interface RenamePasskey {
  id: string
  name: string
}

export async function renamePasskey({ id, name }: RenamePasskey): Promise<void> {
  await api.PATCH('/api/account/passkeys/{id}', { params: { path: { id } }, body: { name } })
}

export async function removePasskey(id: string): Promise<void> {
  await api.DELETE('/api/account/passkeys/{id}', { params: { path: { id } } })
}

/** The password (and code) check that begins adding a passkey. It changes nothing yet. */
export function useBeginAddingPasskey() {
  return useMutation({ mutationFn: beginAddingPasskey })
}

/** Adds the browser's new passkey and puts it at the end of the list (oldest first). */
export function useFinishAddingPasskey({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof finishAddingPasskey> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...config } = mutationConfig ?? {}
  const { queryKey } = passkeysQueryOptions
  return useMutation({
    ...config,
    mutationFn: finishAddingPasskey,
    onSuccess: (added, ...rest) => {
      queryClient.setQueryData(queryKey, (passkeys) => [...(passkeys ?? []).filter((p) => p.id !== added.id), added])
      void queryClient.invalidateQueries({ queryKey })
      return onSuccess?.(added, ...rest)
    },
  })
}

/** Renames a passkey in place; a failure (say, it was removed elsewhere) reads the list again. */
export function useRenamePasskey({ mutationConfig }: { mutationConfig?: MutationConfig<typeof renamePasskey> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, onError, ...config } = mutationConfig ?? {}
  const { queryKey } = passkeysQueryOptions
  return useMutation({
    ...config,
    mutationFn: renamePasskey,
    onSuccess: (answer, renamed, ...rest) => {
      queryClient.setQueryData(queryKey, (passkeys) =>
        passkeys?.map((passkey) => (passkey.id === renamed.id ? { ...passkey, name: renamed.name } : passkey)),
      )
      void queryClient.invalidateQueries({ queryKey })
      return onSuccess?.(answer, renamed, ...rest)
    },
    onError: (error, ...rest) => {
      void queryClient.invalidateQueries({ queryKey })
      return onError?.(error, ...rest)
    },
  })
}

/** Removes a passkey (it stops signing in at once) and takes it off the list; a 404 means it
 * was removed elsewhere already, so the list is read again either way. */
export function useRemovePasskey({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removePasskey> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, onError, ...config } = mutationConfig ?? {}
  const { queryKey } = passkeysQueryOptions
  return useMutation({
    ...config,
    mutationFn: removePasskey,
    onSuccess: (answer, id, ...rest) => {
      queryClient.setQueryData(queryKey, (passkeys) => passkeys?.filter((passkey) => passkey.id !== id))
      void queryClient.invalidateQueries({ queryKey })
      return onSuccess?.(answer, id, ...rest)
    },
    onError: (error, ...rest) => {
      void queryClient.invalidateQueries({ queryKey })
      return onError?.(error, ...rest)
    },
  })
}
