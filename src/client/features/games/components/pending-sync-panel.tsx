import CloudSyncIcon from '@mui/icons-material/CloudSyncOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ApiError } from '#client/lib/api-client.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import {
  type PendingCard,
  type PendingLineup,
  type PendingResult,
  type PendingWrite,
  scoreOfStats,
} from '#client/lib/offline/sync-queue.ts'

/**
 * What of this game waits on this phone to be sent (the line-up, the result, cards), and, for what the server refused, the choice
 * to try again or discard. A result in conflict is shown by the conflict panel instead.
 */
export function PendingSyncPanel({
  result,
  lineup = null,
  cards,
  onRetry,
  onDiscard,
}: {
  result: PendingResult | null
  lineup?: PendingLineup | null
  cards: PendingCard[]
  onRetry: (id: string) => void
  onDiscard: (id: string) => void
}) {
  const { t } = useTranslation()
  const shownResult = result && result.status !== 'conflict' ? result : null
  if (!shownResult && !lineup && cards.length === 0) return null
  const reasonOf = (code: string | undefined) => errorMessage(t, new ApiError({ status: 400, code: code ?? 'UNKNOWN' }))
  const isFailed = [shownResult, lineup, ...cards].some((entry) => entry?.status === 'failed')

  const row = (key: string, text: string, entry: PendingWrite) => (
    <Box key={key} component="li" sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      {entry.status === 'failed' ? (
        <>
          <Typography variant="body2" color="error" sx={{ mb: 0.5 }}>
            {t('offline.game.failed', { reason: reasonOf(entry.errorCode) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={() => onRetry(entry.id)}>
              {t('offline.game.retry')}
            </Button>
            <Button size="small" color="inherit" onClick={() => onDiscard(entry.id)}>
              {t('offline.game.discard')}
            </Button>
          </Box>
        </>
      ) : entry.kind !== 'result' ? (
        <Button size="small" color="inherit" onClick={() => onDiscard(entry.id)} sx={{ ml: -1 }}>
          {t('offline.game.discard')}
        </Button>
      ) : null}
    </Box>
  )

  return (
    <Alert
      severity={isFailed ? 'error' : 'info'}
      variant="outlined"
      icon={<CloudSyncIcon />}
      data-testid="pending-sync"
      sx={{ borderRadius: '16px', mb: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t('offline.game.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('offline.game.body')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {lineup
          ? row(
              lineup.id,
              t('offline.sync.lineup', {
                home: lineup.homeName,
                away: lineup.awayName,
                homeCount: lineup.body.home?.length ?? 0,
                awayCount: lineup.body.away?.length ?? 0,
              }),
              lineup,
            )
          : null}
        {shownResult
          ? row(
              shownResult.id,
              `${t('offline.sync.result', {
                home: shownResult.homeName,
                away: shownResult.awayName,
                homeGoals: scoreOfStats(shownResult.body).home,
                awayGoals: scoreOfStats(shownResult.body).away,
              })}${shownResult.body.confirm ? ` · ${t('offline.game.confirm_pending')}` : ''}`,
              shownResult,
            )
          : null}
        {cards.map((card) =>
          row(
            card.id,
            t('offline.sync.card', { card: t(`games.cards.${card.body.type}_card`), name: personName(card.player) }),
            card,
          ),
        )}
      </Box>
    </Alert>
  )
}
