import Typography from '@mui/material/Typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InvitationCard, type InvitationLinks } from '#client/components/invitation-card.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { acceptPlayerInvitation, fetchPlayerInvitation, playerAccountKeys } from '../api/player-accounts-api.ts'

/** The player invitation page's body (decision 0045): which league and record; then in, up or accept. */
export function PlayerInvitationDetails({
  token,
  onAccepted,
  ...links
}: InvitationLinks & { token: string; onAccepted: () => Promise<unknown> }) {
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
  return (
    <InvitationCard
      {...links}
      invitation={invitation}
      details={({ playerName, email }) => (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('player_accounts.invitation_line', { player: playerName, email })}
        </Typography>
      )}
      acceptLabel={t('player_accounts.accept')}
      onAccept={() => accept.mutate()}
      accepting={accept.isPending}
      acceptError={acceptError}
    />
  )
}
