import NotificationsIcon from '@mui/icons-material/NotificationsOutlined'
import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { listNotifications, markNotificationsRead, notificationKeys } from '../api/notifications-api.ts'

/** The top bar's bell (decision 0047): the unread count, and the latest notifications in a menu. */
export function NotificationBell() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const inbox = useQuery({
    queryKey: notificationKeys.inbox,
    queryFn: ({ signal }) => listNotifications(signal),
    refetchInterval: 60_000,
  })
  const read = useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox }),
  })
  const unread = inbox.data?.unread ?? 0
  const items = inbox.data?.items.slice(0, 10) ?? []
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.notifications', { count: unread })}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.length === 0 ? (
          <MenuItem disabled>
            <Typography variant="body2">{t('shell.notifications_empty')}</Typography>
          </MenuItem>
        ) : null}
        {items.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => {
              setAnchor(null)
              if (!item.readAt) read.mutate([item.id])
              navigate(item.link)
            }}
            sx={{ whiteSpace: 'normal', maxWidth: 360, fontWeight: item.readAt ? 400 : 700 }}
          >
            <ListItemText
              primary={item.title}
              secondary={new Date(item.createdAt).toLocaleString()}
              slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
            />
          </MenuItem>
        ))}
        {unread > 0 ? (
          <MenuItem disableRipple sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => read.mutate(undefined)}>
              {t('shell.notifications_read_all')}
            </Button>
          </MenuItem>
        ) : null}
      </Menu>
    </>
  )
}
