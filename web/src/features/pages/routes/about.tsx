import { Link } from 'react-router'
import { StaticPageLayout } from '../components/static-page-layout'

const link = 'font-semibold text-primary hover:underline'

const VALUES = [
  {
    title: 'Personal over perfect',
    text: 'A card matters because of who it is for. Every tool we build starts from the person you are making it for, not from a catalog.',
  },
  {
    title: 'Honest prices',
    text: 'You see what every image costs before you make it, credits are only spent on images you receive, and failed generations are refunded automatically.',
  },
  {
    title: 'Your work stays yours',
    text: 'Your images live in your private gallery. You choose what to share, and you can delete anything at any time.',
  },
]

export function AboutRoute() {
  return (
    <StaticPageLayout
      title="About Cardsmith"
      intro="Cardsmith helps anyone make a greeting card or a custom image for the moments that matter, in minutes, without design skills."
    >
      <div className="max-w-3xl space-y-4 leading-relaxed text-foreground/90">
        <h2 className="mt-6 font-display text-2xl font-semibold tracking-tight text-plum">What we do</h2>
        <p>
          Store-bought cards are written for everyone, which means they are written for no one in particular. Cardsmith
          turns a few sentences about the person you are thinking of into artwork made just for them. The{' '}
          <Link to="/create" className={link}>
            card wizard
          </Link>{' '}
          walks you through six short steps, from the occasion and the art style to your message, which can be
          suggested in a warm, funny, formal or short tone. The{' '}
          <Link to="/generate" className={link}>
            image generator
          </Link>{' '}
          turns any description into a picture, with the size, quality and format you choose.
        </p>
        <p>
          Everything you make is kept in your{' '}
          <Link to="/gallery" className={link}>
            gallery
          </Link>
          , ready to download, share or delete. Developers can create images from their own software through our{' '}
          <Link to="/api-docs" className={link}>
            public API
          </Link>
          .
        </p>
        <h2 className="mt-10 font-display text-2xl font-semibold tracking-tight text-plum">How it works</h2>
        <p>
          Images are created by an image-generation provider: our own built-in renderer or an OpenAI-compatible image
          service, depending on how Cardsmith is set up. The footer of every page names the one in use. The words on
          your cards are not painted by the model: we set your exact text on top of the artwork, so it is always
          spelled the way you wrote it.
        </p>
        <p>
          Every new account starts with 10 free credits. After that, you buy credits in packages and spend them per
          image: a square image costs 1 credit at low quality, 4 at medium and 15 at high. See the{' '}
          <Link to="/purchase" className={link}>
            pricing page
          </Link>{' '}
          for the packages.
        </p>
        <h2 className="mt-10 font-display text-2xl font-semibold tracking-tight text-plum">What we believe</h2>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {VALUES.map(({ title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-5 shadow-card">
            <h3 className="font-semibold text-plum">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl leading-relaxed text-foreground/90">
        We want Cardsmith to be a kind place. Our{' '}
        <Link to="/content-policy" className={link}>
          content policy
        </Link>{' '}
        explains what can be created here, and the{' '}
        <Link to="/blog" className={link}>
          blog
        </Link>{' '}
        has practical advice on what to write for every occasion.
      </p>
    </StaticPageLayout>
  )
}
