import { Printer } from 'lucide-react'
import { useState } from 'react'
import { DownloadImageButton } from '@/components/images/image-actions'
import { Button } from '@/components/ui/button'
import type { ReceivedCard } from '../api/get-received-card'
import { PrintDialog } from './print-dialog'

/** The file's format, from its address (`…/7c2e.png`). */
function formatOf(imageUrl: string): string {
  return /\.(\w+)$/.exec(imageUrl.split('?')[0])?.[1] ?? 'png'
}

/** Keep the card: the picture as a file, or the whole card as a PDF to print and fold. */
export function CardDownloads({ token, card }: { token: string; card: ReceivedCard }) {
  const [printing, setPrinting] = useState(false)
  // Saved under the card's own name ("birthday-card-for-mina.png"), as its PDF is.
  const image = { imageUrl: card.imageUrl, fileName: card.fileName, outputFormat: formatOf(card.imageUrl) }
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:justify-center">
      <DownloadImageButton image={image} />
      <Button variant="outline" onClick={() => setPrinting(true)}>
        <Printer aria-hidden />
        Print the folded card
      </Button>
      <PrintDialog token={token} open={printing} onOpenChange={setPrinting} />
    </div>
  )
}
