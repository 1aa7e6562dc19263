import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'
import { PlayerInvitationDetails } from '#client/features/player-accounts/components/player-invitation-details.tsx'
import { fetchMe, sessionKeys } from '#client/lib/session/session-api.ts'
import { useMe } from '#client/lib/session/use-session.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/player-invitations/:token` (decision 0045): accept, then go to My page. */
export function PlayerInvitationRoute() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  const { me } = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const localize = useLocalize()
  const next = `?next=${encodeURIComponent(`/player-invitations/${token}`)}`

  return (
    <AuthCard title={t('player_accounts.invitation_title')} subtitle={t('player_accounts.invitation_subtitle')}>
      <PlayerInvitationDetails
        token={token}
        signedInEmail={me?.user.email ?? null}
        signInHref={`${localize('')}${next}`}
        signUpHref={`${localize('/signup')}${next}`}
        homeHref={localize('')}
        onAccepted={async () => {
          // the session now knows the player record, so the redirect rules send a player-only user to My page
          queryClient.setQueryData(sessionKeys.me(), await fetchMe())
          navigate(localize('/me'), { replace: true })
        }}
      />
    </AuthCard>
  )
}
