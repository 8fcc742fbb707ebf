import { walkEveryRoute } from './route-walk'

// At 1280 px (the desktop project); mobile-routes.spec.ts walks the same routes at 375 px.
walkEveryRoute()
