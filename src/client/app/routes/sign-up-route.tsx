import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'
import { SignUpForm } from '#client/features/auth/components/sign-up-form.tsx'
import { getInvitation } from '#client/features/members/api/members-api.ts'
import { fetchPlayerInvitation, playerAccountKeys } from '#client/features/player-accounts/api/player-accounts-api.ts'
import { memberKeys } from '#client/lib/members/member-keys.ts'
import { useRefreshSession } from '#client/lib/session/use-session-actions.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { sanitizeNextPath } from '#domain/navigation/locale-path.ts'

export function SignUpRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const [searchParams] = useSearchParams()
  const refreshSession = useRefreshSession()
  const [needsVerification, setNeedsVerification] = useState(false)
  const next = sanitizeNextPath(searchParams.get('next'))
  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : ''
  // Reached from an invitation (`next=/invitations/{token}`): the account is for the invited address, filled in and
  // fixed (decision 0025)
  const invitationToken = /^\/invitations\/([^/?#]+)$/.exec(next ?? '')?.[1] ?? null
  const invitation = useQuery({
    queryKey: memberKeys.invitation(invitationToken ?? ''),
    queryFn: ({ signal }) => getInvitation(invitationToken ?? '', signal),
    enabled: invitationToken !== null,
    retry: false,
  })
  // and from a player invitation (`next=/player-invitations/{token}`, decision 0045): the same, for the invited address
  const playerToken = /^\/player-invitations\/([^/?#]+)$/.exec(next ?? '')?.[1] ?? null
  const playerInvitation = useQuery({
    queryKey: playerAccountKeys.invitation(playerToken ?? ''),
    queryFn: ({ signal }) => fetchPlayerInvitation(playerToken ?? '', signal),
    enabled: playerToken !== null,
    retry: false,
  })
  const pending = [invitation.data, playerInvitation.data].find((data) => data?.status === 'pending')
  const invitedEmail = pending?.email

  const onSignedUp = async () => {
    // Signed in at once unless the server asks for e-mail verification first.
    const me = await refreshSession()
    if (!me) setNeedsVerification(true)
  }

  return (
    <AuthCard
      title={t('auth.sign_up.title')}
      subtitle={t('auth.sign_up.subtitle')}
      footer={
        <Typography variant="body2" color="text.secondary">
          {t('auth.sign_up.have_account')}{' '}
          <Link component={RouterLink} to={`${localize('')}${nextQuery}`} sx={{ fontWeight: 600 }}>
            {t('auth.sign_up.sign_in')}
          </Link>
        </Typography>
      }
    >
      {needsVerification ? (
        <Stack spacing={1} role="status">
          <Typography variant="h5" component="p">
            {t('auth.sign_up.verify_title')}
          </Typography>
          <Typography color="text.secondary">{t('auth.sign_up.verify_body')}</Typography>
        </Stack>
      ) : (
        <SignUpForm termsHref={localize('/terms')} onSignedUp={onSignedUp} invitedEmail={invitedEmail} />
      )}
    </AuthCard>
  )
}
