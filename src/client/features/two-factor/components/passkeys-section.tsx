import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { deletePasskey, listPasskeys, type Passkey, renamePasskey, twoFactorKeys } from '../api/two-factor-api.ts'

const NAME_MAX = 60

/** A name form: adding a passkey asks for one, renaming changes it. */
function NameForm({
  label,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string
  initial: string
  submitLabel: string
  onSubmit: (name: string) => Promise<void>
  onCancel?: () => void
}) {
  const { t } = useTranslation()
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const trimmed = name.trim()
    if (!trimmed) return setError(t('validation.required'))
    setIsPending(true)
    try {
      await onSubmit(trimmed.slice(0, NAME_MAX))
      setName('')
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setIsPending(false)
    }
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label={label}>
      <FormError message={error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={label}
          value={name}
          onChange={(event) => setName(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" loading={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button onClick={onCancel} disabled={isPending}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  )
}

/** Settings → Passkeys: the account's passkeys (rename, remove) and a new one for this device. */
export function PasskeysSection() {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const queryClient = useQueryClient()
  const passkeys = useQuery({ queryKey: twoFactorKeys.passkeys(), queryFn: listPasskeys })
  const [renaming, setRenaming] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Passkey | null>(null)
  const [isRemoving, setIsRemoving] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.passkeys() })

  const add = async (name: string) => {
    const { registerPasskey } = await import('../api/passkey-ceremony.ts')
    await registerPasskey(name)
    toast.success(t('settings.passkeys.added'))
    await refresh()
  }
  const remove = async () => {
    if (!removing) return
    setIsRemoving(true)
    try {
      await deletePasskey(removing.id)
      toast.success(t('settings.passkeys.removed'))
      await refresh()
      setRemoving(null)
    } catch (caught) {
      toast.error(errorMessage(t, caught))
    } finally {
      setIsRemoving(false)
    }
  }

  return (
    <Stack spacing={2}>
      {passkeys.data?.length ? (
        <List disablePadding aria-label={t('settings.passkeys.list')}>
          {passkeys.data.map((passkey) => (
            <ListItem key={passkey.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              {renaming === passkey.id ? (
                <NameForm
                  label={t('settings.passkeys.name')}
                  initial={passkey.name ?? ''}
                  submitLabel={t('settings.passkeys.save')}
                  onSubmit={async (name) => {
                    await renamePasskey({ id: passkey.id, name })
                    await refresh()
                    setRenaming(null)
                  }}
                  onCancel={() => setRenaming(null)}
                />
              ) : (
                <>
                  <ListItemText
                    primary={passkey.name || t('settings.passkeys.unnamed')}
                    secondary={
                      passkey.createdAt
                        ? t('settings.passkeys.created', { date: formatDate(passkey.createdAt, lang) })
                        : undefined
                    }
                  />
                  <Button size="small" onClick={() => setRenaming(passkey.id)}>
                    {t('settings.passkeys.rename')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(passkey)}>
                    {t('settings.passkeys.remove')}
                  </Button>
                </>
              )}
            </ListItem>
          ))}
        </List>
      ) : passkeys.isSuccess ? (
        <Typography variant="body2" color="text.secondary">
          {t('settings.passkeys.empty')}
        </Typography>
      ) : null}
      <NameForm
        label={t('settings.passkeys.new_name')}
        initial=""
        submitLabel={t('settings.passkeys.add')}
        onSubmit={add}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('settings.passkeys.remove_title')}
        description={t('settings.passkeys.remove_description', {
          name: removing?.name || t('settings.passkeys.unnamed'),
        })}
        confirmLabel={t('settings.passkeys.remove')}
        isDestructive
        isPending={isRemoving}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  )
}
