import { renderRoute } from '@/testing/render'
import { ReceivedCardRoute } from '../routes/received-card'
import { TOKEN } from './fixtures'

/** The card page as the email's link opens it (`search` e.g. `?report=1`). */
export function renderCardPage(search = '') {
  return renderRoute({ path: '/c/:token', element: <ReceivedCardRoute />, url: `/c/${TOKEN}${search}`, user: null })
}
