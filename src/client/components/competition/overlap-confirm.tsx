/**
 * "Save anyway?" for double bookings (decision 0020): a write answered 409 TEAM_BUSY or VENUE_BUSY asks, naming the other
 * game, and retries with `allowOverlap: true` when confirmed. Cancelled, the write's error goes on to the caller's form.
 */
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { type ApiError, isApiError } from '#client/lib/api-client.ts'
import { type BookingConflict, overlapMessage } from '#client/lib/competition/overlap-message.ts'
import { useLang } from '#client/lib/use-lang.ts'

export function isOverlapError(error: unknown): error is ApiError {
  return isApiError(error) && (error.code === 'TEAM_BUSY' || error.code === 'VENUE_BUSY')
}

function conflictOf(error: ApiError): BookingConflict | null {
  const conflict = error.problem?.conflict
  return conflict && typeof conflict === 'object' ? (conflict as BookingConflict) : null
}

export function useOverlapConfirm(): {
  /** runs `write(false)`; on a double booking asks, then runs `write(true)` (send `allowOverlap: true`) */
  withOverlapConfirm: <T>(write: (allowOverlap: boolean) => Promise<T>) => Promise<T>
  dialog: ReactNode
} {
  const { t } = useTranslation()
  const lang = useLang()
  const [asking, setAsking] = useState<ApiError | null>(null)
  const answer = useRef<((ok: boolean) => void) | null>(null)

  async function withOverlapConfirm<T>(write: (allowOverlap: boolean) => Promise<T>): Promise<T> {
    try {
      return await write(false)
    } catch (error) {
      if (!isOverlapError(error)) throw error
      const ok = await new Promise<boolean>((resolve) => {
        answer.current = resolve
        setAsking(error)
      })
      setAsking(null)
      answer.current = null
      if (!ok) throw error
      return write(true)
    }
  }

  const conflict = asking ? conflictOf(asking) : null
  const description = asking && conflict ? overlapMessage(t, lang, asking.code, conflict) : ''

  return {
    withOverlapConfirm,
    dialog: (
      <ConfirmDialog
        open={asking !== null}
        title={t('schedule.overlap.title')}
        description={`${description} ${t('schedule.overlap.question')}`}
        confirmLabel={t('schedule.overlap.save_anyway')}
        onConfirm={() => answer.current?.(true)}
        onClose={() => answer.current?.(false)}
      />
    ),
  }
}
