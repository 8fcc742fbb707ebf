import { Download, ExternalLink, LoaderCircle, Share2 } from 'lucide-react'
import { useState } from 'react'
import { downloadImage, type DownloadableImage } from '@/lib/image-download'
import { newTabLink } from '@/lib/image-open'
import { shareImage } from '@/lib/image-share'
import { Button, type ButtonProps } from '@/components/ui/button'

export interface ImageActionProps {
  image: DownloadableImage
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  /** Icon-only buttons (the label stays available to screen readers). */
  iconOnly?: boolean
  className?: string
}

/** Saves the image as a file named after its prompt; disabled while the file is fetched. */
export function DownloadImageButton({ image, variant = 'outline', size, iconOnly = false, className }: ImageActionProps) {
  const [pending, setPending] = useState(false)
  const onClick = async () => {
    setPending(true)
    try {
      await downloadImage(image)
    } finally {
      setPending(false)
    }
  }
  return (
    <Button
      variant={variant}
      size={iconOnly ? 'icon' : size}
      className={className}
      onClick={onClick}
      disabled={pending}
      aria-busy={pending}
      aria-label={iconOnly ? 'Download image' : undefined}
      title={iconOnly ? 'Download' : undefined}
    >
      {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
      {iconOnly ? null : 'Download'}
    </Button>
  )
}

/** Opens the share sheet, or copies the image's link where there is none. */
export function ShareImageButton({ image, variant = 'outline', size, iconOnly = false, className }: ImageActionProps) {
  return (
    <Button
      variant={variant}
      size={iconOnly ? 'icon' : size}
      className={className}
      onClick={() => void shareImage(image)}
      aria-label={iconOnly ? 'Share image' : undefined}
      title={iconOnly ? 'Share' : undefined}
    >
      <Share2 aria-hidden />
      {iconOnly ? null : 'Share'}
    </Button>
  )
}

/** Opens the full-size image in a new browser tab (spec §4's open-in-new-tab helper). A real
 * link, so a middle-click or "Copy link" works as people expect. */
export function OpenImageButton({ image, variant = 'outline', size, iconOnly = false, className }: ImageActionProps) {
  return (
    <Button asChild variant={variant} size={iconOnly ? 'icon' : size} className={className}>
      <a {...newTabLink(image.imageUrl)} aria-label={iconOnly ? 'Open in new tab' : undefined} title={iconOnly ? 'Open in new tab' : undefined}>
        <ExternalLink aria-hidden />
        {iconOnly ? null : 'Open in new tab'}
      </a>
    </Button>
  )
}

