import { ArrowRight, Brush, Sparkles } from 'lucide-react'
import { lazy } from 'react'
import { Link } from 'react-router'
import type { HomeEmbeds } from '../embeds'
import { LoadWhenNear } from './load-when-near'
import { PanelPlaceholder } from './panel-placeholder'
import { SectionHeading } from './section-heading'

// The tabs and their panels come with the previews, not with the landing page's first load.
const CreatePreviews = lazy(() => import('./create-previews').then((module) => ({ default: module.CreatePreviews })))

const WAYS = [
  {
    to: '/create',
    icon: Brush,
    title: 'Card Creation Wizard',
    text: 'Six guided steps: choose the occasion and an art style, add your own words and even a photo, and get a finished greeting card.',
    action: 'Start a card',
  },
  {
    to: '/generate',
    icon: Sparkles,
    title: 'Custom Image Generator',
    text: 'Start from a prompt in your own words, pick the size, quality and format, and get an image to download or share.',
    action: 'Open the generator',
  },
]

/** The wizard and the free-form generator side by side, then both to try in place. Its id is
 * the #generate anchor the gallery links to. */
export function TwoWaysToCreate(embeds: Pick<HomeEmbeds, 'CardCreator' | 'ImageGenerator'>) {
  return (
    <section id="generate" aria-labelledby="two-ways-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="two-ways-title" eyebrow="Cards and images" title="Two Ways to Create">
          Follow the wizard to a finished greeting card, or start an image from a prompt of your own. Try both right here.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {WAYS.map(({ to, icon: Icon, title, text, action }) => (
            <li key={to} className="flex flex-col rounded-xl border bg-card p-6 shadow-card sm:p-7">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-plum">{title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
              <Link
                to={to}
                className="mt-5 inline-flex w-fit items-center gap-1.5 font-semibold text-primary hover:underline"
              >
                {action}
                <span className="sr-only">: {title}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        <LoadWhenNear className="mt-14" placeholder={<PreviewsPlaceholder />}>
          <CreatePreviews {...embeds} />
        </LoadWhenNear>
      </div>
    </section>
  )
}

/** The tab strip and a panel, in outline, while the previews' code loads. */
function PreviewsPlaceholder() {
  return (
    <div>
      <div className="mx-auto h-11 w-full max-w-md rounded-full border bg-muted/70 sm:w-[26rem]" />
      <div className="mt-8">
        <PanelPlaceholder label="Loading the previews" />
      </div>
    </div>
  )
}
