import { Copy, Link2Off, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import type { GroupCardView } from '@/components/group-cards/api/group-card-view'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { copyToClipboard } from '@/lib/clipboard'
import { toast } from '@/lib/toast'
import { getErrorMessage } from '@/lib/api-client'
import { groupCardActions, useGroupCardAction } from '../api/group-card-actions'
import { Panel } from './panel'

/** The link anyone can sign from: copy it, replace it (the old one stops working), or close it. */
export function ShareLinkPanel({ card }: { card: GroupCardView }) {
  const newLink = useGroupCardAction(groupCardActions.newLink)
  const closeLink = useGroupCardAction(groupCardActions.closeLink)
  const [confirming, setConfirming] = useState<'new' | 'close' | null>(null)
  const run = async (which: 'new' | 'close') => {
    try {
      await (which === 'new' ? newLink : closeLink).mutateAsync({ id: card.id })
      toast({ title: which === 'new' ? 'New link made' : 'Link closed' })
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: getErrorMessage(error, 'Please try again.') })
    }
    setConfirming(null)
  }
  return (
    <Panel
      title="Share link"
      description="Anyone with this link can add a message, without an account. Share it in your team chat or by email."
    >
      {card.shareUrl ? (
        <div className="grid gap-3 sm:flex sm:items-center">
          <Input readOnly value={card.shareUrl} aria-label="Share link" className="min-w-0 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => void copyToClipboard(card.shareUrl ?? '', 'The share link')} className="shrink-0">
            <Copy aria-hidden />
            Copy link
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          The share link is closed. People you invited by email can still sign with their own links.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setConfirming('new')}>
          <RefreshCw aria-hidden />
          {card.shareUrl ? 'Make a new link' : 'Open a new link'}
        </Button>
        {card.shareUrl ? (
          <Button variant="outline" size="sm" onClick={() => setConfirming('close')}>
            <Link2Off aria-hidden />
            Close link
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming === 'close' ? 'Close the share link?' : 'Make a new share link?'}
        description={
          confirming === 'close'
            ? 'Nobody new can sign from the old link. People who signed keep their own links, and invited people keep theirs.'
            : 'The old link stops working at once. People who signed keep their own links, and invited people keep theirs.'
        }
        confirmLabel={confirming === 'close' ? 'Close link' : 'Make a new link'}
        pending={newLink.isPending || closeLink.isPending}
        onConfirm={() => void run(confirming ?? 'new')}
      />
    </Panel>
  )
}
