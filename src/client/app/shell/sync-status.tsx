import CloudSyncIcon from '@mui/icons-material/CloudSyncOutlined'
import SyncProblemIcon from '@mui/icons-material/SyncProblemOutlined'
import Badge from '@mui/material/Badge'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ApiError } from '#client/lib/api-client.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { type PendingWrite, scoreOfStats } from '#client/lib/offline/sync-queue.ts'
import { useIsOffline, usePendingWrites, useSyncActions, useSyncEvents } from '#client/lib/offline/use-offline.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/**
 * The top bar's "pending sync" button: how many results, cards and line-ups wait on this phone, each linking to its game with
 * its state (waiting for signal, conflict, refused). Also tells the user what each sync round did.
 */
export function SyncStatus() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const toast = useToast()
  const writes = usePendingWrites()
  const isOffline = useIsOffline()
  const actions = useSyncActions()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()

  useSyncEvents((event) => {
    const names = { home: event.entry.homeName, away: event.entry.awayName }
    if (event.type === 'result-synced') toast.success(t('offline.sync.synced', names))
    else if (event.type === 'conflict')
      toast.show({ message: t('offline.sync.conflict_toast', names), severity: 'warning' })
    else if (event.type === 'failed') toast.error(t('offline.sync.failed_toast', names))
  })

  if (writes.length === 0) return null
  const needsChoice = writes.some((each) => each.status !== 'pending')
  const label = t('offline.sync.button', { count: writes.length })

  const describe = (write: PendingWrite) => {
    if (write.kind === 'result') {
      const score = scoreOfStats(write.body)
      return t('offline.sync.result', {
        home: write.homeName,
        away: write.awayName,
        homeGoals: score.home,
        awayGoals: score.away,
      })
    }
    if (write.kind === 'lineup') {
      return t('offline.sync.lineup', {
        home: write.homeName,
        away: write.awayName,
        homeCount: write.body.home?.length ?? 0,
        awayCount: write.body.away?.length ?? 0,
      })
    }
    return t('offline.sync.card', { card: t(`games.cards.${write.body.type}_card`), name: personName(write.player) })
  }
  const statusOf = (write: PendingWrite) => {
    if (write.status === 'conflict') return t('offline.sync.status_conflict')
    if (write.status === 'failed') {
      const reason = errorMessage(t, new ApiError({ status: 400, code: write.errorCode ?? 'UNKNOWN' }))
      return t('offline.sync.status_failed', { reason })
    }
    return t('offline.sync.status_pending')
  }

  return (
    <>
      <IconButton
        color={needsChoice ? 'warning' : 'inherit'}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        data-testid="sync-status"
      >
        <Badge badgeContent={writes.length} color={needsChoice ? 'warning' : 'info'}>
          {needsChoice ? <SyncProblemIcon /> : <CloudSyncIcon />}
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 360 } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, py: 1, fontWeight: 700 }}>
          {label}
        </Typography>
        <Divider />
        {writes.map((write) => (
          <MenuItem
            key={write.id}
            component={RouterLink}
            to={localize(`/games/${write.gameId}`)}
            onClick={() => setAnchor(null)}
            sx={{ whiteSpace: 'normal', minHeight: 56 }}
          >
            <ListItemText
              primary={describe(write)}
              secondary={statusOf(write)}
              slotProps={{
                secondary: { color: write.status === 'pending' ? 'text.secondary' : 'warning.main' },
              }}
            />
          </MenuItem>
        ))}
        {isOffline ? null : (
          <MenuItem
            onClick={() => {
              setAnchor(null)
              void actions.flush()
            }}
            sx={{ minHeight: 48, fontWeight: 600, color: 'primary.main' }}
          >
            {t('offline.sync.send_now')}
          </MenuItem>
        )}
      </Menu>
    </>
  )
}
