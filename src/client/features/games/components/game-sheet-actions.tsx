import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import EditCalendarIcon from '@mui/icons-material/EditCalendar'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined'
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlineOutlined'
import PublishIcon from '@mui/icons-material/Publish'
import UndoIcon from '@mui/icons-material/Undo'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import type { GameSheetSave } from '../hooks/use-game-sheet-save.ts'

export type GameSheetDialogKind = 'edit' | 'suspend' | 'delete' | 'walkover'

interface MenuEntry {
  key: string
  label: string
  icon: ReactNode
  onClick: () => void
}

/** The manager's menu: publish a draft, reschedule, suspend or resume, delete. */
function useManagerMenu(game: GameSheet, save: GameSheetSave, onOpen: (kind: GameSheetDialogKind) => void) {
  const { t } = useTranslation()
  const items: MenuEntry[] = []
  if (game.state === 'draft') {
    items.push({
      key: 'publish',
      label: t('games.actions.publish'),
      icon: <PublishIcon fontSize="small" />,
      onClick: () => void save.transition('publish', t('games.toasts.published')),
    })
  }
  items.push({
    key: 'edit',
    label: t('games.actions.edit'),
    icon: <EditCalendarIcon fontSize="small" />,
    onClick: () => onOpen('edit'),
  })
  if (game.state === 'suspended') {
    items.push({
      key: 'unsuspend',
      label: t('games.actions.unsuspend'),
      icon: <PlayCircleOutlineIcon fontSize="small" />,
      onClick: () => void save.transition('unsuspend', t('games.toasts.unsuspended')),
    })
  } else if (game.state !== 'confirmed') {
    items.push({
      key: 'suspend',
      label: t('games.actions.suspend'),
      icon: <PauseCircleOutlineIcon fontSize="small" />,
      onClick: () => onOpen('suspend'),
    })
  }
  items.push({
    key: 'delete',
    label: t('games.actions.delete'),
    icon: <DeleteOutlineIcon fontSize="small" />,
    onClick: () => onOpen('delete'),
  })
  return items
}

function ManagerMenu({ items }: { items: MenuEntry[] }) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <IconButton
        aria-label={t('games.actions.more')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 48, height: 48, border: 1, borderColor: 'divider', ml: 'auto' }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              close()
              item.onClick()
            }}
            sx={{ minHeight: 48 }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

/** The row of actions under the scoreboard: confirm, walkover, unconfirm, and the manager's menu. */
export function GameSheetActions({
  game,
  save,
  canScore,
  canConfirm = canScore,
  canManage,
  canEnter,
  onOpen,
}: {
  game: GameSheet
  save: GameSheetSave
  canScore: boolean
  /** "Confirm result": a match report's referee enters the result but does not confirm it (decision 0051) */
  canConfirm?: boolean
  canManage: boolean
  canEnter: boolean
  onOpen: (kind: GameSheetDialogKind) => void
}) {
  const { t } = useTranslation()
  const isDeleted = game.state === 'deleted'
  const isConfirmed = game.state === 'confirmed'
  const menuItems = useManagerMenu(game, save, onOpen)
  const hasMenu = canManage && !isDeleted
  const { editor, isBusy, isDirty } = save
  if (!((canScore && !isDeleted) || hasMenu)) return null
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {canConfirm && !isDeleted && game.state !== 'suspended' && !isConfirmed ? (
        <Button
          variant="contained"
          color="success"
          size="large"
          startIcon={<CheckCircleIcon />}
          onClick={() => void save.confirmResult()}
          loading={isBusy}
          disabled={Boolean(editor.conflict)}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          {isDirty ? t('games.actions.save_and_confirm') : t('games.actions.confirm')}
        </Button>
      ) : null}
      {canEnter ? (
        <Button
          variant="outlined"
          size="large"
          onClick={() => onOpen('walkover')}
          disabled={isBusy || Boolean(editor.conflict)}
          aria-label={t('games.walkover.action_label')}
          data-testid="walkover-action"
          sx={{ flex: 'none', minWidth: 72, fontWeight: 800 }}
        >
          {t('games.walkover.action')}
        </Button>
      ) : null}
      {canScore && isConfirmed ? (
        <Button
          variant="outlined"
          size="large"
          startIcon={<UndoIcon />}
          onClick={() => void save.transition('unconfirm', t('games.toasts.unconfirmed'))}
          loading={save.writes.transition.isPending}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          {t('games.actions.unconfirm')}
        </Button>
      ) : null}
      {hasMenu ? <ManagerMenu items={menuItems} /> : null}
    </Box>
  )
}
