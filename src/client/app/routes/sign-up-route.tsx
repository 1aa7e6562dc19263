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
  const invitedEmail = invitation.data?.status === 'pending' ? invitation.data.email : undefined

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
