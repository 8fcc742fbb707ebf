import { DataTable } from '@/components/ui/data-table'
import type { RecentImage } from '../api/get-recent-images'
import { recentImageColumns } from './recent-image-columns'

export function RecentImagesTable({ images }: { images: RecentImage[] }) {
  return <DataTable label="Recent images" columns={recentImageColumns} data={images} getRowId={(image) => image.id} />
}
