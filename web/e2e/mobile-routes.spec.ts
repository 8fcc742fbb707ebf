import { walkEveryRoute } from './route-walk'

// At 375 px (the mobile project); routes.spec.ts walks the same routes at 1280 px.
walkEveryRoute()
