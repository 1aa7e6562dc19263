import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { acceptPlayerInvitation, fetchPlayerInvitation, playerAccountKeys } from '../api/player-accounts-api.ts'

/**
 * The player invitation page's body (decision 0045), like a member invitation's: which league and record; signed out →
 * sign in / sign up (coming back here), signed in → accept.
 */
export function PlayerInvitationDetails({
  token,
  signedInEmail,
  signInHref,
  signUpHref,
  homeHref,
  onAccepted,
}: {
  token: string
  signedInEmail: string | null
  signInHref: string
  signUpHref: string
  homeHref: string
  onAccepted: () => Promise<unknown>
}) {
  const { t } = useTranslation()
  const [acceptError, setAcceptError] = useState<string | null>(null)
  const invitation = useQuery({
    queryKey: playerAccountKeys.invitation(token),
    queryFn: ({ signal }) => fetchPlayerInvitation(token, signal),
    retry: false,
  })
  const accept = useMutation({
    mutationFn: () => acceptPlayerInvitation(token),
    onSuccess: async () => onAccepted(),
    onError: (error) => setAcceptError(errorMessage(t, error)),
  })

  if (invitation.isPending) {
    return (
      <Stack spacing={1.5}>
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    )
  }
  if (invitation.isError || invitation.data.status !== 'pending') {
    const status = invitation.data?.status
    return (
      <Stack spacing={2} role="alert">
        <Typography>
          {status === 'accepted'
            ? t('invitation.already_accepted')
            : status === 'expired'
              ? t('invitation.expired')
              : t('errors.INVITATION_INVALID')}
        </Typography>
        <Button component={RouterLink} to={homeHref} variant="outlined">
          {t('common.go_home')}
        </Button>
      </Stack>
    )
  }

  const { organizationName, email, playerName } = invitation.data
  const isOtherAccount = signedInEmail !== null && signedInEmail.toLowerCase() !== email.toLowerCase()
  return (
    <Stack spacing={2.5}>
      <Box sx={{ p: 2.5, borderRadius: '16px', bgcolor: 'action.hover' }}>
        <Typography variant="h4" component="p">
          {organizationName}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('player_accounts.invitation_line', { player: playerName, email })}
        </Typography>
      </Box>
      <FormError message={acceptError} />
      {signedInEmail === null ? (
        <>
          <Typography color="text.secondary">{t('invitation.sign_in_first')}</Typography>
          <Button component={RouterLink} to={signInHref} variant="contained" size="large">
            {t('invitation.sign_in')}
          </Button>
          <Button component={RouterLink} to={signUpHref} variant="outlined" size="large">
            {t('invitation.sign_up')}
          </Button>
        </>
      ) : (
        <>
          {isOtherAccount ? (
            <Typography variant="body2" color="warning.main">
              {t('invitation.other_account', { current: signedInEmail, invited: email })}
            </Typography>
          ) : null}
          <Button variant="contained" size="large" loading={accept.isPending} onClick={() => accept.mutate()}>
            {t('player_accounts.accept')}
          </Button>
        </>
      )}
    </Stack>
  )
}
