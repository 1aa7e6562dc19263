import KeyIcon from '@mui/icons-material/VpnKeyOutlined'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { playerCardKeys, rotateCardKey } from '../api/player-cards-api.ts'

/**
 * The /league page's player cards (decision 0046), for an admin: the league's signing key can be changed. Cards
 * issued from then on are signed with the new key; those already issued stay valid until they expire.
 */
export function CardKeysCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [isAsking, setIsAsking] = useState(false)
  const [isPending, setIsPending] = useState(false)
  const rotate = async () => {
    setIsPending(true)
    try {
      await rotateCardKey(organizationId)
      await queryClient.invalidateQueries({ queryKey: playerCardKeys.keySet(organizationId) })
      setIsAsking(false)
      toast.success(t('player_cards.keys.rotated'))
    } catch (error) {
      toast.error(errorMessage(t, error))
    } finally {
      setIsPending(false)
    }
  }
  return (
    <Card component="section" aria-labelledby="card-keys" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id="card-keys" variant="h4" component="h2">
          {t('player_cards.keys.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('player_cards.keys.description')}
        </Typography>
        <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setIsAsking(true)}>
          {t('player_cards.keys.rotate')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={isAsking}
        title={t('player_cards.keys.rotate_title')}
        description={t('player_cards.keys.rotate_description')}
        confirmLabel={t('player_cards.keys.rotate')}
        isPending={isPending}
        onConfirm={() => void rotate()}
        onClose={() => setIsAsking(false)}
      />
    </Card>
  )
}
