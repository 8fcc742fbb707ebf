import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { clearCsrfToken } from '@/lib/api-client'
import { resetToasts } from '@/lib/toast'

afterEach(() => {
  cleanup()
  clearCsrfToken()
  resetToasts()
})
