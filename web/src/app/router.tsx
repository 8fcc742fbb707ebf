import { createBrowserRouter, type RouteObject } from 'react-router'
import { HomeRoute } from '@/features/home/routes/home'
import { NotFoundRoute } from '@/features/not-found/routes/not-found'
import { PageFallback } from './layouts/page-fallback'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './layouts/route-error'

/** Every screen of the SPA. Paths here and in route-meta.json go together:
 * a path missing from route-meta.json is treated as not found by the server. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // A full load of a lazy screen shows this (inside the header and footer) while its code arrives.
        hydrateFallbackElement: <PageFallback />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('@/features/auth/routes/login')).LoginRoute }),
          },
          {
            path: 'signup',
            lazy: async () => ({ Component: (await import('@/features/auth/routes/signup')).SignupRoute }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/reset-password')).ResetPasswordRoute,
            }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({
              Component: (await import('@/features/verify-email/routes/verify-email')).VerifyEmailRoute,
            }),
          },
          {
            path: 'create',
            lazy: async () => ({ Component: (await import('@/features/create/routes/create')).CreateRoute }),
          },
          {
            path: 'generate',
            lazy: async () => ({ Component: (await import('@/features/generate/routes/generate')).GenerateRoute }),
          },
          {
            path: 'gallery',
            lazy: async () => ({ Component: (await import('@/features/gallery/routes/gallery')).GalleryRoute }),
          },
          {
            path: 'purchase',
            lazy: async () => ({ Component: (await import('@/features/purchase/routes/purchase')).PurchaseRoute }),
          },
          {
            path: 'purchase/success',
            lazy: async () => ({ Component: (await import('@/features/purchase/routes/purchase')).PurchaseRoute }),
          },
          {
            path: 'purchase/cancel',
            lazy: async () => ({ Component: (await import('@/features/purchase/routes/purchase')).PurchaseRoute }),
          },
          {
            path: 'checkout/demo/:sessionId',
            lazy: async () => ({
              Component: (await import('@/features/purchase/routes/demo-checkout')).DemoCheckoutRoute,
            }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('@/features/dashboard/routes/dashboard')).DashboardRoute }),
          },
          {
            path: 'dashboard/transactions',
            lazy: async () => ({
              Component: (await import('@/features/dashboard/routes/transactions')).TransactionsRoute,
            }),
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
