import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import {
  type AccountSession,
  getAuthSession,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  twoFactorKeys,
} from '../api/two-factor-api.ts'
import { deviceOfUserAgent } from '../lib/device-of-user-agent.ts'

/** Settings → Where you're signed in: each session (device, address, last seen), sign one or all the others out. */
export function SessionsSection() {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const queryClient = useQueryClient()
  const sessions = useQuery({ queryKey: twoFactorKeys.sessions(), queryFn: listSessions })
  const current = useQuery({ queryKey: twoFactorKeys.session(), queryFn: getAuthSession })
  const [confirmOthers, setConfirmOthers] = useState(false)
  const [pending, setPending] = useState<string | null>(null)
  const currentId = current.data?.session.id
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.sessions() })

  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setPending(key)
    try {
      await action()
      toast.success(done)
      await refresh()
    } catch (caught) {
      toast.error(errorMessage(t, caught))
    } finally {
      setPending(null)
      setConfirmOthers(false)
    }
  }

  const deviceLabel = (session: AccountSession) => {
    const { browser, system } = deviceOfUserAgent(session.userAgent)
    if (browser && system) return t('settings.sessions.browser_on', { browser, system })
    return browser ?? system ?? t('settings.sessions.unknown_device')
  }
  // this device first, then the most recently seen
  const rows = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.id === currentId) - Number(a.id === currentId) || b.updatedAt.localeCompare(a.updatedAt),
  )

  return (
    <Stack spacing={2}>
      <List disablePadding aria-label={t('settings.sessions.list')}>
        {rows.map((session) => {
          const isCurrent = session.id === currentId
          return (
            <ListItem key={session.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                    <span>{deviceLabel(session)}</span>
                    {isCurrent ? (
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        label={t('settings.sessions.this_device')}
                      />
                    ) : null}
                  </Stack>
                }
                secondary={t('settings.sessions.details', {
                  ip: session.ipAddress || t('settings.sessions.unknown_address'),
                  date: formatDate(session.updatedAt, lang, { style: 'datetime' }),
                })}
              />
              {isCurrent ? null : (
                <Button
                  size="small"
                  color="error"
                  loading={pending === session.id}
                  aria-label={t('settings.sessions.sign_out_device', { device: deviceLabel(session) })}
                  onClick={() =>
                    void run(session.id, () => revokeSession(session.token), t('settings.sessions.signed_out'))
                  }
                >
                  {t('settings.sessions.sign_out')}
                </Button>
              )}
            </ListItem>
          )
        })}
      </List>
      {rows.length > 1 ? (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirmOthers(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('settings.sessions.sign_out_others')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmOthers}
        title={t('settings.sessions.sign_out_others')}
        description={t('settings.sessions.sign_out_others_description')}
        confirmLabel={t('settings.sessions.sign_out_others_confirm')}
        isDestructive
        isPending={pending === 'others'}
        onConfirm={() => void run('others', revokeOtherSessions, t('settings.sessions.signed_out_others'))}
        onClose={() => setConfirmOthers(false)}
      />
    </Stack>
  )
}
