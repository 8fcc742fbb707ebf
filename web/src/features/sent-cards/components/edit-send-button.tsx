import { Pencil } from 'lucide-react'
import { useState } from 'react'
import type { SendView } from '@/components/sending/api/send-view'
import { SendCardDialog } from '@/components/sending/send-card-dialog'
import { Button } from '@/components/ui/button'

/** Opens the send form on a scheduled card, filled in as it stands. */
export function EditSendButton({ send }: { send: SendView }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <SendCardDialog target={{ send }} thumbnailUrl={send.thumbnailUrl} open={open} onOpenChange={setOpen} />
    </>
  )
}
