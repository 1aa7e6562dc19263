import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLoader } from '#client/components/page-loader.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationSettings,
} from '#domain/notifications/notification.schema.ts'
import {
  getNotificationSettings,
  notificationSettingsKey,
  updateNotificationSettings,
} from '../api/notifications-api.ts'
import { usePushDevice } from '../hooks/use-push-device.ts'

type Channels = NotificationSettings['channels']

/** "Enable notifications on this device": this browser's Web Push subscription (decision 0047). */
function PushDeviceSwitch() {
  const { t } = useTranslation()
  const toast = useToast()
  const { state, busy, enable, disable } = usePushDevice()
  if (state === 'unsupported') return <Alert severity="info">{t('notifications.settings.device_unsupported')}</Alert>
  const onChange = async (checked: boolean) => {
    try {
      if (!checked) {
        await disable()
        toast.success(t('notifications.settings.device_off'))
      } else if (await enable()) toast.success(t('notifications.settings.device_on'))
      else toast.info(t('notifications.settings.device_denied'))
    } catch (error) {
      toast.error(errorMessage(t, error))
    }
  }
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'on'}
            disabled={busy || state === 'denied'}
            onChange={(event) => void onChange(event.target.checked)}
          />
        }
        label={t('notifications.settings.device')}
      />
      {state === 'denied' ? <Alert severity="warning">{t('notifications.settings.device_denied')}</Alert> : null}
    </Stack>
  )
}

function ChannelsTable({ channels, onToggle }: { channels: Channels; onToggle: (next: Channels) => void }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('notifications.settings.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('notifications.settings.category')}</TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
                {t(`notifications.channels.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTIFICATION_CATEGORIES.map((category) => (
            <TableRow key={category}>
              <TableCell component="th" scope="row">
                {t(`notifications.categories.${category}`)}
              </TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center" padding="checkbox">
                  <Checkbox
                    checked={channels[category][channel]}
                    onChange={(event) =>
                      onToggle({ ...channels, [category]: { ...channels[category], [channel]: event.target.checked } })
                    }
                    slotProps={{
                      input: {
                        'aria-label': `${t(`notifications.categories.${category}`)}: ${t(`notifications.channels.${channel}`)}`,
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

/**
 * The settings page's "Notifications" section (decision 0047): this device's pushes, and per category which channels
 * tell the person (`GET/PUT /api/me/notification-settings`), saved with one button.
 */
export function NotificationSettingsSection() {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const settings = useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  })
  const [draft, setDraft] = useState<Channels | null>(null)
  const save = useMutation({
    mutationFn: (channels: Channels) => updateNotificationSettings({ channels }),
    onSuccess: (next) => {
      queryClient.setQueryData(notificationSettingsKey, next)
      setDraft(null)
      toast.success(t('notifications.settings.saved'))
    },
    onError: (error) => toast.error(errorMessage(t, error)),
  })
  if (!settings.data)
    return settings.isError ? <Alert severity="error">{errorMessage(t, settings.error)}</Alert> : <PageLoader />
  const channels = draft ?? settings.data.channels
  return (
    <Stack spacing={2.5}>
      <PushDeviceSwitch />
      <ChannelsTable channels={channels} onToggle={setDraft} />
      <Box>
        <Button variant="contained" disabled={!draft || save.isPending} onClick={() => draft && save.mutate(draft)}>
          {t('notifications.settings.save')}
        </Button>
      </Box>
    </Stack>
  )
}
