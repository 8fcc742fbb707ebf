import { Link, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { INVALID_RESET_LINK_MESSAGE } from '../api/reset-password'
import { AuthLayout } from '../components/auth-layout'
import { ResetPasswordForm } from '../components/reset-password-form'

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  return (
    <AuthLayout
      title="Choose a new password"
      description="Pick something you haven't used here before."
      footer={
        <Link to="/login" className="font-semibold text-primary hover:underline">
          Back to log in
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert>
          <p>{INVALID_RESET_LINK_MESSAGE}</p>
          <Link to="/forgot-password" className="mt-1 inline-block font-semibold underline underline-offset-2">
            Request a new reset link
          </Link>
        </Alert>
      )}
    </AuthLayout>
  )
}
