import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiJson } from '@/lib/api-client'
import { imageDetailsUrl } from '@/lib/image'
import { toast } from '@/lib/toast'

export async function deleteImage(id: string): Promise<unknown> {
  return apiJson('DELETE', imageDetailsUrl(id))
}

export function useDeleteImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [imageDetailsUrl(id)] })
      void queryClient.invalidateQueries({ queryKey: ['/api/images'] })
      void queryClient.invalidateQueries({ queryKey: ['/api/images/recent'] })
      toast({ title: 'Image Deleted', description: 'The image was removed from your gallery.' })
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Delete Failed', description: 'Failed to delete the image.' })
    },
  })
}
