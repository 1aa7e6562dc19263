import Typography from '@mui/material/Typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InvitationCard, type InvitationLinks } from '#client/components/invitation-card.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { memberKeys } from '#client/lib/members/member-keys.ts'
import { acceptInvitation, getInvitation } from '../api/members-api.ts'

/** The invitation page's body: who invites, which role and teams; then in, up or accept (`InvitationCard`). */
export function InvitationDetails({
  token,
  onAccepted,
  ...links
}: InvitationLinks & { token: string; onAccepted: (organizationId: string) => Promise<unknown> }) {
  const { t } = useTranslation()
  const [acceptError, setAcceptError] = useState<string | null>(null)
  const invitation = useQuery({
    queryKey: memberKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
  })
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async ({ organizationId }) => onAccepted(organizationId),
    onError: (error) => setAcceptError(errorMessage(t, error)),
  })
  return (
    <InvitationCard
      {...links}
      invitation={invitation}
      details={({ email, role, teamNames }) => (
        <>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('invitation.role_line', { role: t(`roles.${role}`), email })}
          </Typography>
          {teamNames.length > 0 ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {teamNames.length === 1
                ? t('invitation.team_line', { teams: teamNames[0] })
                : t('invitation.teams_line', { teams: teamNames.join(', ') })}
            </Typography>
          ) : null}
        </>
      )}
      acceptLabel={t('invitation.accept')}
      onAccept={() => accept.mutate()}
      accepting={accept.isPending}
      acceptError={acceptError}
    />
  )
}
