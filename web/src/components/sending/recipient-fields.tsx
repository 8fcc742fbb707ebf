import { Plus, X } from 'lucide-react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { fieldErrorId } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { emptyRecipient, MAX_NAME_LENGTH, MAX_RECIPIENTS, type SendFormValues } from './send-form'

/** Who receives the card: a name and an address per row, one to ten rows. */
export function RecipientFields({ form }: { form: UseFormReturn<SendFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'recipients' })
  const errors = form.formState.errors.recipients
  // The server names the whole list; the form's own checks name a row.
  const listError = errors?.message ?? errors?.root?.message
  const full = fields.length >= MAX_RECIPIENTS
  return (
    <fieldset className="grid gap-2" aria-describedby={listError ? fieldErrorId('recipients') : undefined}>
      <legend className="mb-2 text-sm font-semibold text-foreground">Recipients</legend>
      <div aria-hidden className="hidden grid-cols-[2fr_3fr_2.75rem] gap-2 text-xs font-medium text-muted-foreground sm:grid">
        <span>Name</span>
        <span>Email address</span>
      </div>
      <ol className="grid gap-3 sm:gap-2">
        {fields.map((field, index) => (
          <RecipientRow
            key={field.id}
            form={form}
            index={index}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </ol>
      {listError ? (
        <p id={fieldErrorId('recipients')} role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Button
          variant="outline"
          size="sm"
          className="max-sm:h-11"
          disabled={full}
          onClick={() => append(emptyRecipient(), { focusName: `recipients.${fields.length}.name` })}
        >
          <Plus aria-hidden />
          Add recipient
        </Button>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {full ? `That's the most for one send: ${MAX_RECIPIENTS} recipients.` : `Up to ${MAX_RECIPIENTS} recipients.`}
        </span>
      </div>
    </fieldset>
  )
}

interface RecipientRowProps {
  form: UseFormReturn<SendFormValues>
  index: number
  /** None for the only row: a card needs someone to go to. */
  onRemove?: () => void
}

function RecipientRow({ form, index, onRemove }: RecipientRowProps) {
  const errors = form.formState.errors.recipients?.[index]
  const number = index + 1
  const nameId = `recipient-${index}-name`
  const emailId = `recipient-${index}-email`
  // Without a remove button, a phone gives the fields the whole row.
  const span = onRemove ? undefined : 'max-sm:col-span-2'
  return (
    <li className="grid grid-cols-[1fr_2.75rem] gap-2 rounded-lg border bg-muted/30 p-2 sm:grid-cols-[2fr_3fr_2.75rem] sm:border-0 sm:bg-transparent sm:p-0">
      <div className={cn('grid gap-1', span)}>
        <Label htmlFor={nameId} className="sr-only">
          Recipient {number} name
        </Label>
        <Input
          id={nameId}
          autoComplete="off"
          placeholder="Name"
          maxLength={MAX_NAME_LENGTH}
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby={errors?.name ? fieldErrorId(nameId) : undefined}
          {...form.register(`recipients.${index}.name`)}
        />
        <RowError id={nameId} message={errors?.name?.message} />
      </div>
      <div className={cn('row-start-2 grid gap-1 sm:row-start-auto', span)}>
        <Label htmlFor={emailId} className="sr-only">
          Recipient {number} email
        </Label>
        <Input
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="name@example.com"
          aria-invalid={errors?.email ? true : undefined}
          aria-describedby={errors?.email ? fieldErrorId(emailId) : undefined}
          {...form.register(`recipients.${index}.email`)}
        />
        <RowError id={emailId} message={errors?.email?.message} />
      </div>
      {onRemove ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-11 text-muted-foreground hover:text-destructive"
          aria-label={`Remove recipient ${number}`}
          title="Remove"
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      ) : null}
    </li>
  )
}

function RowError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}
