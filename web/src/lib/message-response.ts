import type { components } from './api-types'

/** `{ message }`: what the account calls (reset, change password) answer with. */
export type MessageResponse = components['schemas']['MessageResponse']

/** Whether the answer is a `{ message }` object with a string message. */
export function isMessageResponse(answer: unknown): answer is MessageResponse {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    !Array.isArray(answer) &&
    typeof (answer as Record<string, unknown>).message === 'string'
  )
}

/** The answer's message, or `fallback` when the answer has none. */
export function messageOf(answer: unknown, fallback: string): { message: string } {
  return { message: isMessageResponse(answer) ? answer.message : fallback }
}
