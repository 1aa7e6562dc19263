import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import type { Member } from '../api/members-api.ts'
import { useMemberMutations } from '../hooks/use-members.ts'
import { TeamsPicker } from './teams-picker.tsx'

/**
 * A delegate's teams (decision 0039), changed by an admin; also how a member becomes a delegate, since that role
 * needs its teams in the same change.
 */
export function MemberTeamsDialog({
  organizationId,
  member,
  name,
  onClose,
}: {
  organizationId: string
  member: Member | null
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const titleId = useId()
  const { changeRole } = useMemberMutations(organizationId)
  const [teamIds, setTeamIds] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const value = teamIds ?? member?.teamIds ?? []
  const close = () => {
    setTeamIds(null)
    setError(null)
    onClose()
  }
  const save = () => {
    if (!member) return
    if (value.length === 0) {
      setError('validation.required')
      return
    }
    changeRole.mutate(
      { userId: member.userId, role: 'delegate', teamIds: value },
      {
        onSuccess: () => {
          toast.success(t('members.teams.saved', { name }))
          close()
        },
        onError: (e) => setError(errorMessage(t, e)),
      },
    )
  }
  return (
    <Dialog open={member !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('members.teams.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('roles.descriptions.delegate')}
          </Typography>
          {error && !error.startsWith('validation.') ? <FormError message={error} /> : null}
          <TeamsPicker
            organizationId={organizationId}
            value={value}
            onChange={setTeamIds}
            error={error?.startsWith('validation.') ? error : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} loading={changeRole.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
