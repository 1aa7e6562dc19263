import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'
import { InvitationDetails } from '#client/features/members/components/invitation-details.tsx'
import { setActiveOrganization } from '#client/lib/session/session-api.ts'
import { useMe } from '#client/lib/session/use-session.ts'
import { useSetMe } from '#client/lib/session/use-session-actions.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/invitations/:token`: accept, then switch to that organization and go to the dashboard. */
export function InvitationRoute() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  const { me } = useMe()
  const setMe = useSetMe()
  const navigate = useNavigate()
  const localize = useLocalize()
  const next = `?next=${encodeURIComponent(`/invitations/${token}`)}`

  return (
    <AuthCard title={t('invitation.title')} subtitle={t('invitation.subtitle')}>
      <InvitationDetails
        token={token}
        signedInEmail={me?.user.email ?? null}
        signInHref={`${localize('')}${next}`}
        signUpHref={`${localize('/signup')}${next}`}
        homeHref={localize('')}
        onAccepted={async (organizationId) => {
          setMe(await setActiveOrganization(organizationId))
          navigate(localize('/dashboard'), { replace: true })
        }}
      />
    </AuthCard>
  )
}
