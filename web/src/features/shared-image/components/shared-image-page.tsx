import { Brush, Sparkles } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { FramedImage } from '@/components/images/framed-image'
import { Button } from '@/components/ui/button'
import type { SharedImage } from '../api/get-shared-image'
import { makeYourOwnLink } from '../utils/make-your-own'

/** A shared card or image as anyone with the link sees it: the picture, its maker's words,
 * and the way to make one's own. */
export function SharedImagePage({ image }: { image: SharedImage }) {
  const own = makeYourOwnLink(image)
  // The server's first answer already titles the page after the image; keep it after hydration.
  useEffect(() => {
    document.title = `${image.title} | Cardsmith`
  }, [image.title])
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-1 text-center">
        <p className="text-sm font-medium text-muted-foreground">Shared with Cardsmith</p>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">{image.title}</h1>
      </header>
      <figure className="grid gap-3">
        <FramedImage image={image} className="rounded-xl bg-card shadow-sm" maxHeightClassName="max-h-[75vh]" />
        <figcaption className="text-center text-base text-foreground">{image.description}</figcaption>
      </figure>
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={own.to}>
            <Brush aria-hidden />
            {own.label}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <Sparkles aria-hidden />
            See what Cardsmith does
          </Link>
        </Button>
      </div>
    </div>
  )
}
