import LinkOffIcon from '@mui/icons-material/LinkOff'
import MailIcon from '@mui/icons-material/MailOutlined'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { InvitePlayerDialog } from '#client/components/invite-player-dialog.tsx'
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import type { Player } from '../api/players-api.ts'

type PublicNameChoice = 'default' | 'full' | 'initials'

/**
 * The player's account in the portal (decision 0045): linked (they see their page and card; an admin may remove the
 * link, and the e-mail can change again), or not yet, with an invitation the staff e-mail them to claim the record;
 * and how the public pages name them, which the league chooses for a minor (initials by default, never the photo).
 */
export function PlayerPortalCard({
  organizationId,
  player,
  canInvite,
  canUnlink = false,
}: {
  organizationId: string
  player: Player
  /** staff who may write the player (and invite them, and choose their public name) */
  canInvite: boolean
  /** an admin */
  canUnlink?: boolean
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const writes = useLeagueWrites<Player>(organizationId, 'players')
  const [isInviting, setIsInviting] = useState(false)
  const [isUnlinking, setIsUnlinking] = useState(false)
  const [isPending, setIsPending] = useState(false)
  const isLinked = player.userId !== null
  const publicName: PublicNameChoice = player.publicName ?? 'default'

  const savePublicName = async (choice: PublicNameChoice) => {
    setIsPending(true)
    try {
      await writes.update(player.id, { version: player.version, publicName: choice === 'default' ? null : choice })
      toast.success(t('lists.saved'))
    } catch (error) {
      toast.error(errorMessage(t, error))
    } finally {
      setIsPending(false)
    }
  }
  const unlink = async () => {
    setIsPending(true)
    try {
      const saved = await dataOf(
        typedApi.DELETE('/api/orgs/{orgId}/players/{id}/user', {
          params: { path: { orgId: organizationId, id: player.id } },
        }),
      )
      writes.remember(saved as Player)
      void writes.refresh()
      setIsUnlinking(false)
      toast.success(t('players.portal.unlinked'))
    } catch (error) {
      toast.error(errorMessage(t, error))
    } finally {
      setIsPending(false)
    }
  }

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
      {canUnlink && isLinked ? (
        <Button startIcon={<LinkOffIcon />} color="error" onClick={() => setIsUnlinking(true)} sx={{ mt: 1.5, ml: -1 }}>
          {t('players.portal.unlink')}
        </Button>
      ) : null}
      <TextField
        select
        fullWidth
        label={t('player_accounts.public_name')}
        value={publicName}
        disabled={!canInvite || isPending}
        onChange={(event) => void savePublicName(event.target.value as PublicNameChoice)}
        helperText={t('players.portal.public_name_hint')}
        sx={{ mt: 2.5 }}
      >
        <MenuItem value="default">{t('player_accounts.public_name_default')}</MenuItem>
        <MenuItem value="full">{t('player_accounts.public_name_full')}</MenuItem>
        <MenuItem value="initials">{t('player_accounts.public_name_initials')}</MenuItem>
      </TextField>
      {isInviting ? (
        <InvitePlayerDialog
          organizationId={organizationId}
          playerId={player.id}
          defaultEmail={player.email}
          onClose={() => setIsInviting(false)}
        />
      ) : null}
      <ConfirmDialog
        open={isUnlinking}
        title={t('players.portal.unlink_title')}
        description={t('players.portal.unlink_description')}
        confirmLabel={t('players.portal.unlink')}
        isDestructive
        isPending={isPending}
        onConfirm={() => void unlink()}
        onClose={() => setIsUnlinking(false)}
      />
    </Card>
  )
}
