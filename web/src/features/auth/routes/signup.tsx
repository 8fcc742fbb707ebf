import { Link } from 'react-router'
import { AuthLayout } from '../components/auth-layout'
import { SignupForm } from '../components/signup-form'
import { useAuthRedirect } from '../hooks/use-auth-redirect'

/** A new account lands where the visitor was headed (a sign-in gate's `redirect`), or else in the
 * card wizard, ready to spend the free credits: not back on the page that sold them. */
const AFTER_SIGNUP = '/create'

export function SignupRoute() {
  const { destination, crossLinkSearch } = useAuthRedirect(AFTER_SIGNUP)
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
