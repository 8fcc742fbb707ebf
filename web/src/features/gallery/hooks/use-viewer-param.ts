import { useLocation, useNavigate, useSearchParams } from 'react-router'

const PARAM = 'image'

interface ViewerHistoryState {
  viewerOpenedHere?: boolean
}

/**
 * The image open in the viewer lives in the URL (`?image={id}`), so it can be linked to.
 * Opening from the grid adds a history entry, so the Back button closes the viewer.
 */
export function useViewerParam() {
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const imageId = searchParams.get(PARAM)

  const open = (id: string) => {
    setSearchParams(
      (params) => {
        params.set(PARAM, id)
        return params
      },
      { state: { viewerOpenedHere: true } satisfies ViewerHistoryState, preventScrollReset: true },
    )
  }

  /** Shows another image in the open viewer (another version of this one) in place of this
   * one: no new history entry, so Back still closes the viewer. */
  const show = (id: string) => {
    setSearchParams(
      (params) => {
        params.set(PARAM, id)
        return params
      },
      { replace: true, state: location.state as ViewerHistoryState | null, preventScrollReset: true },
    )
  }

  const close = () => {
    if ((location.state as ViewerHistoryState | null)?.viewerOpenedHere) {
      void navigate(-1)
      return
    }
    setSearchParams(
      (params) => {
        params.delete(PARAM)
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return { imageId, open, show, close }
}
