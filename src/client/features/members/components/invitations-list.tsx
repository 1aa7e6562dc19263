import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Divider from '@mui/material/Divider'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { RoleChip } from '#client/components/role-chip.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { Invitation } from '../api/members-api.ts'
import { useInvitations, useMemberMutations } from '../hooks/use-members.ts'

/** Pending invitations, each with a revoke button (admins only). */
export function InvitationsList({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const invitations = useInvitations(organizationId, true)
  const { revoke } = useMemberMutations(organizationId)

  const onRevoke = (invitation: Invitation) => {
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(t('members.invitations.revoked', { email: invitation.email })),
      onError: (error) => toast.error(errorMessage(t, error)),
    })
  }

  if (invitations.isPending) return <Skeleton variant="rounded" height={72} />
  if (invitations.isError) return <FormError message={errorMessage(t, invitations.error)} />
  const pending = invitations.data.filter((invitation) => invitation.status === 'pending')
  if (pending.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {t('members.invitations.empty')}
      </Typography>
    )
  }

  return (
    <Card component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {pending.map((invitation, index) => (
        <Fragment key={invitation.id}>
          {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
          <Box
            component="li"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 3 }, py: 2, flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: 1, minWidth: 180 }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{invitation.email}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('members.invitations.expires', { date: formatDate(invitation.expiresAt, lang) })}
              </Typography>
            </Box>
            <RoleChip role={invitation.role} />
            {invitation.teams.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {invitation.teams.map((team) => team.name).join(', ')}
              </Typography>
            ) : null}
            <Button
              color="error"
              size="small"
              onClick={() => onRevoke(invitation)}
              disabled={revoke.isPending && revoke.variables === invitation.id}
            >
              {t('members.invitations.revoke')}
            </Button>
          </Box>
        </Fragment>
      ))}
    </Card>
  )
}
