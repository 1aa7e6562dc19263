/**
 * One `Idempotency-Key` per form submission (decision 0033): made when a body is first submitted, reused when the same
 * body is submitted again (a retry after a lost answer or "could not reach the server"), so the server makes the thing
 * once; a new key once it was made, or when the body changed (the server refuses a key reused with another body).
 */
import { useRef } from 'react'

export interface SubmissionKeys {
  /** the key of this body's submission */
  keyFor(body: unknown): string
  /** the submission of this body got its answer: the next one is a new submission */
  done(body: unknown): void
}

export function submissionKeys(newKey: () => string = () => crypto.randomUUID()): SubmissionKeys {
  let last: { body: string; key: string } | null = null
  return {
    keyFor(body) {
      const text = JSON.stringify(body ?? null)
      if (last?.body !== text) last = { body: text, key: newKey() }
      return last.key
    },
    done(body) {
      if (last?.body === JSON.stringify(body ?? null)) last = null
    },
  }
}

/** The same, kept for a component's life (a form's). */
export function useSubmissionKeys(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null)
  keys.current ??= submissionKeys()
  return keys.current
}
