import MailIcon from '@mui/icons-material/MailOutlined'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InvitePlayerDialog } from '#client/components/invite-player-dialog.tsx'
import type { Player } from '../api/players-api.ts'

/**
 * The player's account in the portal (decision 0045): linked (they see their page and card), or not yet, with an
 * invitation the staff e-mail them to claim the record.
 */
export function PlayerPortalCard({
  organizationId,
  player,
  canInvite,
}: {
  organizationId: string
  player: Player
  canInvite: boolean
}) {
  const { t } = useTranslation()
  const [isInviting, setIsInviting] = useState(false)
  const isLinked = player.userId !== null
  return (
    <Card component="section" aria-labelledby="player-portal" sx={{ minWidth: 0, p: { xs: 2, sm: 2.5, md: 3.5 } }}>
      <Typography id="player-portal" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('players.portal.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {isLinked ? t('players.portal.linked') : t('players.portal.not_linked')}
      </Typography>
      {canInvite && !isLinked ? (
        <Button startIcon={<MailIcon />} onClick={() => setIsInviting(true)} sx={{ mt: 1.5, ml: -1 }}>
          {t('players.portal.invite')}
        </Button>
      ) : null}
      {isInviting ? (
        <InvitePlayerDialog
          organizationId={organizationId}
          playerId={player.id}
          defaultEmail={player.email}
          onClose={() => setIsInviting(false)}
        />
      ) : null}
    </Card>
  )
}
