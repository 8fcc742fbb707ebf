import { Link } from 'react-router'
import { AuthLayout } from '../components/auth-layout'
import { SignupForm } from '../components/signup-form'
import { useAuthRedirect } from '../hooks/use-auth-redirect'

export function SignupRoute() {
  const { destination, crossLinkSearch } = useAuthRedirect()
  return (
    <AuthLayout
      title="Create an account"
      description="Start with 10 free credits, no payment needed."
      footer={
        <>
          Already have an account?{' '}
          <Link to={`/login${crossLinkSearch}`} className="font-semibold text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm destination={destination} />
    </AuthLayout>
  )
}
