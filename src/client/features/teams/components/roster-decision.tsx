import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReasonDialog } from '#client/components/competition/reason-dialog.tsx'
import { ruleErrorText } from '#client/lib/competition/eligibility-text.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useRosterWrites } from '#client/lib/league-data/use-roster-writes.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'

/** A roster entry's state on the registered list (decision 0038): a chip, and the reason it was refused. */
export function RosterStatus({ status, rejectReason }: { status: string; rejectReason: string | null }) {
  const { t } = useTranslation()
  if (status !== 'pending' && status !== 'rejected') return null
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={status === 'pending' ? 'warning' : 'error'}
        variant="outlined"
        label={status === 'pending' ? t('teams.roster.status_pending') : t('teams.roster.status_rejected')}
      />
      {rejectReason ? (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
          {t('teams.roster.reject_reason', { reason: rosterReasonText(t, rejectReason) })}
        </Box>
      ) : null}
    </Box>
  )
}

/** A stored reason may be a rule's code (REGISTRATION_CLOSED, why a request waits): said as the error says it. */
export function rosterReasonText(t: (key: string) => string, reason: string) {
  return /^[A-Z][A-Z_]+$/.test(reason) ? t(`errors.${reason}`) : reason
}

/**
 * Approve or reject a pending entry (admin or manager). A refusal by a rule (the list is full, 30 of 30) is told with
 * its numbers; rejecting asks for the reason the list then shows.
 */
export function RosterDecision({
  organizationId,
  teamId,
  teamName,
  player,
}: {
  organizationId: string
  teamId: string
  teamName: string
  player: { id: string; name: string }
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const { approve, reject } = useRosterWrites(organizationId)
  const [isRejecting, setIsRejecting] = useState(false)
  const change = { teamId, playerId: player.id }
  return (
    <>
      <IconButton
        aria-label={t('teams.roster.approve_named', { name: player.name })}
        color="success"
        size="small"
        disabled={approve.isPending}
        onClick={() =>
          approve.mutate(change, {
            onSuccess: () => toast.success(t('teams.roster.approved_toast', { name: player.name })),
            onError: (error) => toast.error(ruleErrorText(t, lang, error) ?? errorMessage(t, error)),
          })
        }
      >
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={t('teams.roster.reject_named', { name: player.name })}
        color="error"
        size="small"
        onClick={() => setIsRejecting(true)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {isRejecting ? (
        <ReasonDialog
          title={t('teams.roster.reject_title', { name: player.name })}
          description={t('teams.roster.reject_description', { team: teamName })}
          label={t('teams.roster.reason')}
          confirmLabel={t('teams.roster.reject')}
          onConfirm={async (reason) => {
            await reject.mutateAsync({ ...change, reason: reason ?? '' })
            toast.success(t('teams.roster.rejected_toast', { name: player.name }))
          }}
          onClose={() => setIsRejecting(false)}
        />
      ) : null}
    </>
  )
}
