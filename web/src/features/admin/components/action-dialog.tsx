import { useState, type ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { SubmitButton } from '@/components/form/submit-button'
import { TextareaField } from '@/components/form/textarea-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { cn } from '@/lib/utils'
import { REASON_MAX_LENGTH } from '../api/account-actions'

interface ActionDialogProps {
  /** The button that opens it. */
  label: string
  title: string
  description: ReactNode
  /** For what takes something away from the account (a suspension, its sessions, its keys). */
  destructive?: boolean
  /** The dialog's form, given a way to close it; mounted only while open, so each opening starts empty. */
  children: (close: () => void) => ReactNode
}

/** One console action: a button, and the dialog that asks for its details and its reason. */
export function ActionDialog({ label, title, description, destructive = false, children }: ActionDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn('w-full justify-start', destructive && 'text-destructive hover:border-destructive/40 hover:bg-destructive/5')}
        >
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  )
}

export const REASON_HINT = 'Kept in the audit log with the action. Name the ticket or conversation if there is one.'

/** The reason every action needs, for the audit log (and, for some, the customer: `hint` says so). */
export function ReasonField<T extends FieldValues>({
  form,
  name,
  hint = REASON_HINT,
}: {
  form: Parameters<typeof TextareaField<T>>[0]['form']
  name: Path<T>
  hint?: string
}) {
  return (
    <TextareaField
      form={form}
      name={name}
      label="Reason"
      hint={hint}
      maxLength={REASON_MAX_LENGTH}
      rows={3}
    />
  )
}

interface ActionButtonsProps {
  pending: boolean
  confirmLabel: string
  pendingLabel: string
  destructive?: boolean
}

/** Cancel, and the button that does it. */
export function ActionButtons({ pending, confirmLabel, pendingLabel, destructive = false }: ActionButtonsProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        size="default"
        variant={destructive ? 'destructive' : 'default'}
        className="sm:w-auto"
      >
        {confirmLabel}
      </SubmitButton>
    </DialogFooter>
  )
}
