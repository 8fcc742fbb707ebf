import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { useServerError } from '@/hooks/use-server-error'
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_NOT_CREATED_FALLBACK,
  createApiKeyInputSchema,
  useCreateApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../api/create-api-key'

/** Names and creates a key; the caller shows its secret. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const createKey = useCreateApiKey()
  const form = useForm<CreateApiKeyInput>({
    resolver: zodResolver(createApiKeyInputSchema),
    defaultValues: { name: '' },
  })
  const serverError = useServerError(form, ['name'], API_KEY_NOT_CREATED_FALLBACK)

  const onSubmit = form.handleSubmit(async (input) => {
    serverError.clear()
    try {
      onCreated(await createKey.mutateAsync(input))
    } catch (error) {
      // 403 (address not confirmed) and 409 (ten keys already) come back as the server's own words.
      serverError.show(error)
      return
    }
    form.reset()
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create an API key" className="grid max-w-xl gap-3">
      <FormAlert message={serverError.message} />
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto]">
        <InputField
          form={form}
          name="name"
          label="Key name"
          placeholder="e.g. My shop's website"
          maxLength={API_KEY_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        {/* Lined up with the box, under the label's height. */}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Creating…" size="default" className="sm:mt-7 sm:w-auto">
          <Plus aria-hidden />
          Create key
        </SubmitButton>
      </div>
    </form>
  )
}
