import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { emailSchema } from '@/lib/account-rules'
import { api } from '@/lib/api'
import type { components } from '@/lib/api-types'
import { messageOf } from '@/lib/message-response'
import type { PasskeyAnswer } from '@/lib/passkeys'
import type { MutationConfig } from '@/lib/query-client'

export const changeEmailInputSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string().min(1, 'Please enter your current password'),
}) satisfies z.ZodType<components['schemas']['ChangeEmailRequest']>

export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>

/** A new address confirmed with one of the account's passkeys instead of the password. */
export interface ChangeEmailWithPasskeyInput {
  newEmail: string
  passkey: PasskeyAnswer
}

/** The form's own names: the page has a change-password form with a `currentPassword` box too,
 * and a field's name is its element id. */
export const changeEmailFormSchema = z.object({
  newEmail: changeEmailInputSchema.shape.newEmail,
  emailChangePassword: changeEmailInputSchema.shape.currentPassword,
})

export type ChangeEmailFormValues = z.infer<typeof changeEmailFormSchema>

export const EMAIL_NOT_CHANGED_FALLBACK = 'Could not send the link. Please try again.'

/** Sends the link to the new address; the account moves there when the link is opened. */
export async function changeEmail(input: ChangeEmailInput | ChangeEmailWithPasskeyInput): Promise<{ message: string }> {
  return messageOf(await api.POST('/api/account/email', { body: input }), 'Check your new inbox for the link.')
}

export function useChangeEmail({ mutationConfig }: { mutationConfig?: MutationConfig<typeof changeEmail> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: changeEmail })
}
