import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { clearCsrfToken } from '@/lib/api-client'
import { resetToasts } from '@/lib/toast'

// `findBy…` and `waitFor` give up after 1 s by default. The first render of a lazy route
// imports its modules, which on a busy two-core machine can take longer; a wrong answer still
// fails, only later.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  clearCsrfToken()
  resetToasts()
})
