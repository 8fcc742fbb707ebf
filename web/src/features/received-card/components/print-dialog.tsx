import { Download } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { OptionGroup } from '@/components/generation/option-group'
import { FOLDED_CARD_HOW_TO, PAPERS, type Paper } from '@/components/images/print-card'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/lib/toast'
import { receivedCardPdfUrl } from '../api/get-received-card-pdf'

interface PrintDialogProps {
  token: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Chooses the sheet, then downloads the card (with the sender's message inside) as a PDF. */
export function PrintDialog({ token, open, onOpenChange }: PrintDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Print the folded card</DialogTitle>
          <DialogDescription>{FOLDED_CARD_HOW_TO}</DialogDescription>
        </DialogHeader>
        <PaperForm token={token} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function PaperForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<{ paper: Paper }>({ defaultValues: { paper: 'letter' } })
  const paper = useWatch({ control: form.control, name: 'paper' })

  const onDownload = () => {
    toast({ title: 'Download Started', description: 'Your printable card is on its way.' })
    // After the click has started the download: closing at once would remove the link under it.
    setTimeout(onDone, 0)
  }

  return (
    <div className="grid gap-5">
      <OptionGroup legend="Paper" options={PAPERS} registration={form.register('paper')} columnsClassName="grid-cols-2" />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button asChild>
          <a href={receivedCardPdfUrl(token, paper)} download onClick={onDownload}>
            <Download aria-hidden />
            Download PDF
          </a>
        </Button>
      </DialogFooter>
    </div>
  )
}
