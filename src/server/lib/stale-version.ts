/**
 * Optimistic concurrency (decision 0006): an update based on a stale version is refused with 409 STALE_VERSION and
 * the current entity. The error carries the entity as the problem's `current` member, so the app's error handler
 * answers it like any AppError and no route catches it (decision 0029).
 */
import { AppError } from './app-error.ts'

/** An update based on a version that is no longer the current one; `current` is what the client should show. */
export class StaleVersionError extends AppError {
  readonly current: unknown
  constructor(current: unknown) {
    super('STALE_VERSION', {
      detail: 'Someone else changed it since you loaded it; here is the current version.',
      extensions: { current },
    })
    this.current = current
  }
}
