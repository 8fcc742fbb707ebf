import { Mail } from 'lucide-react'
import { Link } from 'react-router'
import { FaqAccordion } from '../components/faq-accordion'
import { StaticPageLayout } from '../components/static-page-layout'
import { HELP_FAQ } from '../data/help-faq'
import { SUPPORT_EMAIL } from '../data/related-links'

const link = 'font-semibold text-primary hover:underline'

export function HelpRoute() {
  return (
    <StaticPageLayout
      title="Help Center"
      intro="Answers to the questions people ask most about credits, payments, your account and creating cards."
    >
      <section aria-labelledby="faq-title" className="mt-6">
        <h2 id="faq-title" className="mb-5 font-display text-2xl font-semibold tracking-tight text-plum">
          Frequently asked questions
        </h2>
        <FaqAccordion items={HELP_FAQ} />
      </section>
      <section aria-labelledby="more-help-title" className="mt-12 grid gap-6 sm:grid-cols-2">
        <div className="rounded-xl border bg-card p-6 shadow-card">
          <h2 id="more-help-title" className="font-semibold text-plum">
            Learn step by step
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            The{' '}
            <Link to="/tutorials" className={link}>
              tutorials
            </Link>{' '}
            walk you through your first card and image, and the{' '}
            <Link to="/prompts" className={link}>
              prompt ideas
            </Link>{' '}
            give you descriptions to start from.
          </p>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-card">
          <h2 className="font-semibold text-plum">Contact support</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            Can't find your answer? Write to us and we'll reply as soon as we can.
          </p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${link} mt-3 inline-flex items-center gap-2 text-sm`}>
            <Mail aria-hidden className="size-4" />
            {SUPPORT_EMAIL}
          </a>
        </div>
      </section>
    </StaticPageLayout>
  )
}
