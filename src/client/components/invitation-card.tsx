import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'

type Invitation = { status: string; organizationName: string; email: string }

/** Where the invitation page sends the person: in, up, or home. */
export type InvitationLinks = { signedInEmail: string | null; signInHref: string; signUpHref: string; homeHref: string }

/**
 * An invitation page's body, a member's or a player's (decision 0045): the league and what the invitation is for;
 * signed out → sign in / sign up (coming back here), signed in → accept; an accepted, expired or unknown one says so.
 */
export function InvitationCard<T extends Invitation>({
  invitation,
  details,
  acceptLabel,
  onAccept,
  accepting,
  acceptError,
  signedInEmail,
  signInHref,
  signUpHref,
  homeHref,
}: InvitationLinks & {
  invitation: UseQueryResult<T>
  /** the lines under the league's name */
  details: (invitation: T) => ReactNode
  acceptLabel: string
  onAccept: () => void
  accepting: boolean
  acceptError: string | null
}) {
  const { t } = useTranslation()
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

  const { organizationName, email } = invitation.data
  const isOtherAccount = signedInEmail !== null && signedInEmail.toLowerCase() !== email.toLowerCase()
  return (
    <Stack spacing={2.5}>
      <Box sx={{ p: 2.5, borderRadius: '16px', bgcolor: 'action.hover' }}>
        <Typography variant="h4" component="p">
          {organizationName}
        </Typography>
        {details(invitation.data)}
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
          <Button variant="contained" size="large" loading={accepting} onClick={onAccept}>
            {acceptLabel}
          </Button>
        </>
      )}
    </Stack>
  )
}
