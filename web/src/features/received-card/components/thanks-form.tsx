import { zodResolver } from '@hookform/resolvers/zod'
import { Heart } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { SubmitButton } from '@/components/form/submit-button'
import { TextareaField } from '@/components/form/textarea-field'
import { useServerError } from '@/hooks/use-server-error'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import {
  THANKS_MAX_LENGTH,
  THANKS_NOT_SENT_FALLBACK,
  thanksFormSchema,
  useSendThanks,
  type ThanksFormValues,
} from '../api/send-thanks'

interface ThanksFormProps {
  token: string
  /** The form's name for assistive technology: "Say thanks to Alex", "Thank everyone". */
  title: string
  placeholder: string
  /** The thanks went out: the page shows it in place of the form. */
  onSent: () => void
}

/** "Say thanks": a short note back, emailed to the sender (and a group card's signers). One per card. */
export function ThanksForm({ token, title, placeholder, onSent }: ThanksFormProps) {
  const sendThanks = useSendThanks()
  const form = useForm<ThanksFormValues>({ resolver: zodResolver(thanksFormSchema), defaultValues: { message: '' } })
  const serverError = useServerError(form, ['message'], THANKS_NOT_SENT_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ message }) => {
    serverError.clear()
    try {
      await sendThanks.mutateAsync({ token, message })
      onSent()
    } catch (failure) {
      // Already thanked (from another tab, say): the card is read again and shows that thanks.
      if (failure instanceof ApiError && failure.status === 409) return onSent()
      toast({ variant: 'destructive', title: 'Thanks not sent', description: serverError.show(failure) })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={title}>
      <FormAlert message={serverError.message} />
      <TextareaField
        form={form}
        name="message"
        id="thanks-message"
        label="Your note"
        rows={4}
        maxLength={THANKS_MAX_LENGTH}
        placeholder={placeholder}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending…" size="default" className="sm:w-fit">
        <Heart aria-hidden />
        Send thanks
      </SubmitButton>
    </form>
  )
}
