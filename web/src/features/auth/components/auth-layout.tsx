import { Gift, Heart, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { WarmBackdrop } from '@/components/brand/warm-backdrop'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'

interface AuthLayoutProps {
  title: string
  description: string
  children: ReactNode
  footer?: ReactNode
}

/** The frame around every sign-in screen: the form card, with a brand panel on wide screens. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="relative isolate overflow-hidden">
      <WarmBackdrop />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:py-20">
        <BrandPanel />
        <Card className="w-full">
          <CardHeader>
            <CardTitle>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? <CardFooter className="rounded-b-xl">{footer}</CardFooter> : null}
        </Card>
      </div>
    </div>
  )
}

const PERKS = [
  { icon: Gift, text: '10 free credits the moment you sign up' },
  { icon: Sparkles, text: 'Birthday, wedding, thank-you and holiday cards in seconds' },
  { icon: Heart, text: 'Every card and image kept safe in your gallery' },
]

function BrandPanel() {
  return (
    <div className="hidden lg:block">
      <p className="font-display text-4xl leading-tight font-semibold text-plum xl:text-5xl">
        Say it with a card <span className="text-primary italic">made just for them.</span>
      </p>
      <ul className="mt-8 grid max-w-md gap-4">
        {PERKS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-muted-foreground">
            <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon aria-hidden className="size-4" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  )
}
