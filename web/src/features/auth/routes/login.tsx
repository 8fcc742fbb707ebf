import { Link } from 'react-router'
import { AuthLayout } from '../components/auth-layout'
import { LoginForm } from '../components/login-form'
import { useAuthRedirect } from '../hooks/use-auth-redirect'

export function LoginRoute() {
  const { destination, crossLinkSearch } = useAuthRedirect()
  return (
    <AuthLayout
      title="Welcome back"
      description="Log in to keep creating cards and images."
      footer={
        <>
          Don't have an account?{' '}
          <Link to={`/signup${crossLinkSearch}`} className="font-semibold text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm destination={destination} />
    </AuthLayout>
  )
}
