import { ArrowLeft, Brush, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** Where a reader goes after an article: make the card, make an image, or keep reading. */
export function ArticleNextSteps() {
  return (
    <aside aria-labelledby="next-steps-title" className="mt-12 rounded-xl border bg-secondary/40 p-6 sm:p-8">
      <h2 id="next-steps-title" className="font-display text-2xl font-semibold tracking-tight text-plum">
        Ready to make yours?
      </h2>
      <p className="mt-2 text-muted-foreground">
        Turn these ideas into a card in six short steps, or describe any picture you like and get it in seconds.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/create">
            <Brush aria-hidden />
            Create a Card
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/generate">
            <Sparkles aria-hidden />
            Create an Image
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/blog">
            <ArrowLeft aria-hidden />
            More articles
          </Link>
        </Button>
      </div>
    </aside>
  )
}
