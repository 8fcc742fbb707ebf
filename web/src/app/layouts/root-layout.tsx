import { Suspense } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { ConsentAndAnalytics } from '@/features/consent/components/consent-and-analytics'
import { RouteMetaSync } from '../route-meta-sync'
import { EmailVerificationBanner } from './email-verification-banner'
import { PageFallback } from './page-fallback'
import { QuietFooter } from './quiet-footer'
import { isQuietPage } from './quiet-pages'
import { SiteHeader } from './header/site-header'
import { SiteFooter } from './site-footer'

/**
 * Header (and, until the email address is confirmed, a reminder), page and footer around every
 * screen; a quiet page (a recipient's card) gets only a small footer. The two Suspense boundaries matter for prerendered pages: React hydrates what lies
 * inside a boundary a few milliseconds at a time, after the page is on screen, so hydrating
 * the frame and then the page never holds up input for long.
 */
export function RootLayout() {
  const quiet = isQuietPage(useLocation().pathname)
  return (
    <Suspense>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <RouteMetaSync />
        {/* After RouteMetaSync, so page views carry the new page's title; early in the DOM, so
            the cookie banner comes first when tabbing. */}
        <ConsentAndAnalytics />
        {/* A page opened by a full load has the key "default"; keying those by path keeps
            one page's scroll position from carrying over to another. */}
        <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
        {quiet ? null : <SiteHeader />}
        {quiet ? null : <EmailVerificationBanner />}
        <main id="main" className="flex-1">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        {quiet ? <QuietFooter /> : <SiteFooter />}
      </div>
    </Suspense>
  )
}
