import { Link } from 'react-router'
import { AuthLayout } from '../components/auth-layout'
import { ForgotPasswordForm } from '../components/forgot-password-form'

export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-primary hover:underline">
            Back to log in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  )
}
