import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { apiJson, clearCsrfToken, getErrorMessage } from '@/lib/api-client'
import { setSignedOut } from '@/lib/auth'
import { toast } from '@/lib/toast'

export async function logout(): Promise<unknown> {
  return apiJson('POST', '/api/auth/logout')
}

export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearCsrfToken()
      setSignedOut(queryClient)
      toast({ title: 'Logged out', description: "You've been successfully logged out." })
      void navigate('/')
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Logout failed',
        description: getErrorMessage(error, 'Could not log out. Please try again.'),
      })
    },
  })
}
