import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { useDeleteImage } from '../api/delete-image'

interface DeleteImageButtonProps {
  imageId: string
  iconOnly?: boolean
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  className?: string
  onDeleted?: () => void
}

/** Deletes an image after the user confirms. */
export function DeleteImageButton({
  imageId,
  iconOnly = false,
  variant = 'outline',
  size,
  className,
  onDeleted,
}: DeleteImageButtonProps) {
  const [confirming, setConfirming] = useState(false)
  const deletion = useDeleteImage()
  const onConfirm = () =>
    deletion.mutate(imageId, {
      onSuccess: () => {
        setConfirming(false)
        toast({ title: 'Image Deleted', description: 'The image was removed from your gallery.' })
        onDeleted?.()
      },
      onError: () => {
        setConfirming(false)
        toast({ variant: 'destructive', title: 'Delete Failed', description: 'Failed to delete the image.' })
      },
    })
  return (
    <>
      <Button
        variant={variant}
        size={iconOnly ? 'icon' : size}
        className={className}
        onClick={() => setConfirming(true)}
        aria-label={iconOnly ? 'Delete image' : undefined}
        title={iconOnly ? 'Delete' : undefined}
      >
        <Trash2 aria-hidden />
        {iconOnly ? null : 'Delete'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure you want to delete this image?"
        description="It will be removed from your gallery and its link will stop working. This can't be undone."
        confirmLabel="Delete"
        pending={deletion.isPending}
        onConfirm={onConfirm}
      />
    </>
  )
}
