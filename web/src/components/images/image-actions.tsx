import { Download, ExternalLink, Link2Off, LoaderCircle, Share2 } from 'lucide-react'
import { useState } from 'react'
import { downloadImage, type DownloadableImage } from '@/lib/image-download'
import { newTabLink } from '@/lib/image-open'
import { offerSharePage } from '@/lib/image-share'
import { toast } from '@/lib/toast'
import { useShareImage, useStopSharingImage } from './api/share-image'
import { Button, type ButtonProps } from '@/components/ui/button'

export interface ImageActionProps<Image = DownloadableImage> {
  image: Image
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  /** Icon-only buttons (the label stays available to screen readers). */
  iconOnly?: boolean
  className?: string
}

/** Saves the image as a file named after what it is; disabled while the file is fetched. */
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

interface ShareableImage {
  id: string
  description: string
  sharePath?: string | null
}

/** Gives the image a page of its own (/s/{token}, with a link preview and "Make your own"),
 * then opens the share sheet with it, or copies its link where there is none. */
export function ShareImageButton({
  image,
  variant = 'outline',
  size,
  iconOnly = false,
  className,
}: ImageActionProps<ShareableImage>) {
  const share = useShareImage()
  const onClick = () =>
    share.mutate(image.id, {
      onSuccess: ({ path }) => void offerSharePage({ path, description: image.description }),
      onError: () => toast({ variant: 'destructive', title: 'Could not share', description: 'Please try again.' }),
    })
  return (
    <Button
      variant={variant}
      size={iconOnly ? 'icon' : size}
      className={className}
      onClick={onClick}
      disabled={share.isPending}
      aria-busy={share.isPending}
      aria-label={iconOnly ? 'Share image' : undefined}
      title={iconOnly ? 'Share' : undefined}
    >
      {share.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Share2 aria-hidden />}
      {iconOnly ? null : 'Share'}
    </Button>
  )
}

/** Turns the image's page off: the link shared so far finds nothing from now on. Shown only
 * while the image is shared. */
export function StopSharingButton({ image, variant = 'ghost', size, className }: ImageActionProps<ShareableImage>) {
  const stop = useStopSharingImage()
  if (!image.sharePath) return null
  const onClick = () =>
    stop.mutate(image.id, {
      onSuccess: () => toast({ title: 'Sharing turned off', description: 'The link no longer opens this image.' }),
      onError: () => toast({ variant: 'destructive', title: 'Could not turn sharing off', description: 'Please try again.' }),
    })
  return (
    <Button variant={variant} size={size} className={className} onClick={onClick} disabled={stop.isPending} aria-busy={stop.isPending}>
      {stop.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Link2Off aria-hidden />}
      Stop sharing
    </Button>
  )
}

/** Opens the full-size image in a new browser tab (spec §4's open-in-new-tab helper). A real
 * link, so a middle-click or "Copy link" works as people expect. */
export function OpenImageButton({
  image,
  variant = 'outline',
  size,
  iconOnly = false,
  className,
}: ImageActionProps<{ imageUrl: string }>) {
  return (
    <Button asChild variant={variant} size={iconOnly ? 'icon' : size} className={className}>
      <a {...newTabLink(image.imageUrl)} aria-label={iconOnly ? 'Open in new tab' : undefined} title={iconOnly ? 'Open in new tab' : undefined}>
        <ExternalLink aria-hidden />
        {iconOnly ? null : 'Open in new tab'}
      </a>
    </Button>
  )
}

