import { Download } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { TextareaField } from '@/components/form/textarea-field'
import { OptionGroup } from '@/components/generation/option-group'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/lib/toast'
import { FOLDED_CARD_HOW_TO, PAPERS, PRINT_MESSAGE_MAX_LENGTH, printCardUrl, type PrintOptions } from './print-card'

interface PrintCardDialogProps {
  imageId: string
  /** The card's words, the inside message unless another is written; none for a plain image. */
  cardText: string | null | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Chooses the sheet and the words inside, then downloads the card as a PDF ready to print. */
export function PrintCardDialog({ open, onOpenChange, ...options }: PrintCardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Print as a folded card</DialogTitle>
          <DialogDescription>{FOLDED_CARD_HOW_TO}</DialogDescription>
        </DialogHeader>
        <PrintCardForm {...options} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function PrintCardForm({ imageId, cardText, onDone }: Pick<PrintCardDialogProps, 'imageId' | 'cardText'> & { onDone: () => void }) {
  const form = useForm<PrintOptions>({ defaultValues: { paper: 'letter', message: cardText ?? '' } })
  const [paper, message] = useWatch({ control: form.control, name: ['paper', 'message'] })
  const href = printCardUrl(imageId, { paper, message }, cardText)

  const onDownload = () => {
    toast({ title: 'Download Started', description: 'Your printable card is on its way.' })
    // After the click has started the download: closing at once would remove the link under it.
    setTimeout(onDone, 0)
  }

  return (
    <div className="grid gap-5">
      <OptionGroup legend="Paper" options={PAPERS} registration={form.register('paper')} columnsClassName="grid-cols-2" />
      <TextareaField
        form={form}
        name="message"
        id="print-message"
        label="Inside message (optional)"
        hint={
          cardText
            ? "Printed on the inside. Left empty, the card's own words go there."
            : 'Printed on the inside. Left empty, the inside stays blank for a handwritten note.'
        }
        rows={4}
        maxLength={PRINT_MESSAGE_MAX_LENGTH}
        placeholder="Dear Sam, another year of adventures together…"
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button asChild>
          <a href={href} download onClick={onDownload}>
            <Download aria-hidden />
            Download PDF
          </a>
        </Button>
      </DialogFooter>
    </div>
  )
}
