/**
 * `Idempotency-Key` values for requests that spend credits. The server answers a repeated key
 * with the first result instead of charging again, and frees the key when an attempt fails.
 * So a retry of the same request (after a dropped connection, a timeout, "Try Again") must
 * reuse its key, while a new request, even one identical to the last successful one, must
 * get a new key, or it would only be handed the earlier image back.
 */
export interface IdempotencyKeys {
  /** The key to send `body` with: the last one when `body` repeats an unfinished request. */
  keyFor(body: unknown): string
  /** The last request succeeded: whatever comes next is a new request. */
  done(): void
}

export function idempotencyKeys(): IdempotencyKeys {
  let current: { fingerprint: string; key: string } | null = null
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body)
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: randomKey() }
      return current.key
    },
    done() {
      current = null
    },
  }
}

/** 128 random bits as hex. Not crypto.randomUUID: it exists only in secure contexts, and the
 * app is also opened over plain http on a local network during development. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
