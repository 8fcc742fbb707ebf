import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth'
import { usePricing } from '@/lib/pricing'
import { useInitialPrompt } from '../hooks/use-initial-prompt'
import { AccountPrompt } from './account-prompt'
import { GeneratorSkeleton } from './generator-skeleton'
import { ImageGenerator } from './image-generator'

/** The image form for signed-in users, an invitation to sign up for visitors (on /generate
 * and in the home page's preview). */
export function GeneratorPanel() {
  const auth = useAuth()
  if (auth.status === 'loading') return <GeneratorSkeleton />
  if (auth.status === 'anonymous') return <AccountPrompt />
  return <SignedInGenerator />
}

function SignedInGenerator() {
  const pricing = usePricing()
  const initialPrompt = useInitialPrompt()
  if (pricing.isPending) return <GeneratorSkeleton />
  if (pricing.isError) {
    return (
      <Alert className="mx-auto max-w-xl">
        <p>We couldn't load the image options. Please check your connection and try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void pricing.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  return <ImageGenerator pricing={pricing.data} initialPrompt={initialPrompt} />
}
