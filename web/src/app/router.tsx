import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router'
import { articleSlugs, loadArticle } from '@/features/blog/data/article-files'
import { LEGAL_PAGES, loadLegalText, type LegalPageId } from '@/features/pages/data/legal-pages'
import { ConsoleGate } from '@/features/admin/routes/console-gate'
import { HomeRoute } from '@/features/home/routes/home'
import { NotFoundRoute } from '@/features/not-found/routes/not-found'
import { homeEmbeds } from './home-embeds'
import { PageFallback } from './layouts/page-fallback'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './layouts/route-error'

/** Articles live at the root (/birthday-card-messages): one fixed path per article file, so any
 * other path still reaches the not-found page. The article's text loads with the screen's code. */
const articleRoutes: RouteObject[] = articleSlugs.map((slug) => ({
  path: slug,
  lazy: async () => {
    const [{ ArticleRoute }, article] = await Promise.all([
      import('@/features/blog/routes/article'),
      loadArticle(slug),
    ])
    return { element: <ArticleRoute article={article} /> }
  },
}))

/** The legal pages share one screen; each page's text loads with it. */
const legalRoutes: RouteObject[] = (Object.keys(LEGAL_PAGES) as LegalPageId[]).map((id) => ({
  path: id,
  lazy: async () => {
    const [{ LegalPageRoute }, text] = await Promise.all([
      import('@/features/pages/routes/legal-page'),
      loadLegalText(id),
    ])
    return { element: <LegalPageRoute id={id} text={text} /> }
  },
}))

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
          { index: true, element: <HomeRoute embeds={homeEmbeds} /> },
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
          {
            path: 'sent',
            lazy: async () => ({ Component: (await import('@/features/sent-cards/routes/sent-cards')).SentCardsRoute }),
          },
          {
            path: 'blog',
            lazy: async () => ({ Component: (await import('@/features/blog/routes/blog')).BlogRoute }),
          },
          ...articleRoutes,
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('@/features/pages/routes/about')).AboutRoute }),
          },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('@/features/pages/routes/help')).HelpRoute }),
          },
          ...legalRoutes,
          {
            path: 'tutorials',
            lazy: async () => ({ Component: (await import('@/features/pages/routes/tutorials')).TutorialsRoute }),
          },
          {
            path: 'api-docs',
            // The docs share the static pages' frame, which the app composes from its feature.
            lazy: async () => {
              const [{ ApiDocsRoute }, { StaticPageLayout }] = await Promise.all([
                import('@/features/api-docs/routes/api-docs'),
                import('@/features/pages/components/static-page-layout'),
              ])
              return { element: <ApiDocsRoute Frame={StaticPageLayout} /> }
            },
          },
          {
            path: 'prompts',
            lazy: async () => ({ Component: (await import('@/features/prompts/routes/prompts')).PromptsRoute }),
          },
          {
            path: 'reminders',
            lazy: async () => ({ Component: (await import('@/features/reminders/routes/reminders')).RemindersRoute }),
          },
          {
            path: 'group-cards',
            lazy: async () => ({
              Component: (await import('@/features/group-cards/routes/group-cards')).GroupCardsRoute,
            }),
          },
          {
            path: 'group-cards/:id',
            lazy: async () => ({
              Component: (await import('@/features/group-cards/routes/group-card')).GroupCardRoute,
            }),
          },
          {
            path: 'sign/:token',
            lazy: async () => ({ Component: (await import('@/features/signing/routes/signing')).SigningRoute }),
          },
          {
            path: 'c/:token',
            lazy: async () => ({
              Component: (await import('@/features/received-card/routes/received-card')).ReceivedCardRoute,
            }),
          },
          {
            path: 's/:token',
            lazy: async () => ({
              Component: (await import('@/features/shared-image/routes/shared-image')).SharedImageRoute,
            }),
          },
          {
            path: 'unsubscribe',
            lazy: async () => ({
              Component: (await import('@/features/unsubscribe/routes/unsubscribe')).UnsubscribeRoute,
            }),
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        errorElement: <RouteError />,
        // The operator console, kept out of route-meta.json on purpose: the server answers its
        // addresses as it answers any unknown one (404, the not-found title, no robots.txt line),
        // and its gate shows everyone but staff the not-found page, so nobody else can tell it exists.
        children: [{ path: 'admin/*', element: <ConsoleGate notFound={<NotFoundRoute />} /> }],
      },
    ],
  },
]

export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes)
}

/**
 * The router for a prerendered page, following React Router's advice for hydrating lazy routes:
 * the current screen's code is loaded before the router exists, so React's first render is
 * that screen rather than the loading fallback. Given (empty) hydration data, the router also
 * leaves alone where the visitor has scrolled while the code loaded.
 */
export async function createHydratingRouter(): Promise<DataRouter> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
  return createBrowserRouter(routes, { hydrationData: {} })
}
