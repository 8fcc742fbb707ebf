import { Send } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { SendCardDialog } from './send-card-dialog'

interface SendCardButtonProps {
  /** A card carries its occasion, which words the message's example; a free-form image none. */
  image: { id: string; thumbnailUrl?: string | null; card?: { category: string } | null }
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  /** An icon-only button (a table row's); the label stays for screen readers. */
  iconOnly?: boolean
  className?: string
}

/** "Send" beside Download wherever the owner sees one of their cards or images. */
export function SendCardButton({ image, variant = 'outline', size, iconOnly = false, className }: SendCardButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant={variant}
        size={iconOnly ? 'icon' : size}
        className={className}
        aria-label={iconOnly ? 'Send by email' : undefined}
        title={iconOnly ? 'Send by email' : undefined}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden />
        {iconOnly ? null : 'Send'}
      </Button>
      <SendCardDialog
        target={{ imageId: image.id, occasion: image.card?.category ?? null }}
        thumbnailUrl={image.thumbnailUrl}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  )
}
