import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { type Me, sessionKeys, setActiveOrganization } from '#client/lib/session/session-api.ts'
import { activeOrganizationIdOf } from '#client/lib/session/use-session.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'

/** Switches the active organization; the choice is kept on the server (PUT /api/me/active-organization). */
export function OrganizationSelector({ me }: { me: Me }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const activeId = activeOrganizationIdOf(me)
  const mutation = useMutation({
    mutationFn: setActiveOrganization,
    onSuccess: (nextMe) => {
      queryClient.setQueryData<Me | null>(sessionKeys.me(), nextMe)
      // Everything organization-scoped is refetched for the new organization.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' })
    },
    onError: (error) => toast.error(errorMessage(t, error)),
  })

  if (me.organizations.length === 0) return null
  if (me.organizations.length === 1) {
    return (
      <Typography sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
        {me.organizations[0]?.name}
      </Typography>
    )
  }
  return (
    <TextField
      select
      size="small"
      label={t('shell.organization')}
      value={activeId ?? ''}
      disabled={mutation.isPending}
      onChange={(event) => mutation.mutate(event.target.value)}
      sx={{ minWidth: { xs: 0, sm: 200 }, maxWidth: { xs: 180, sm: 280 }, flexShrink: 1 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
    >
      {me.organizations.map((organization) => (
        <MenuItem key={organization.id} value={organization.id}>
          {organization.name}
        </MenuItem>
      ))}
    </TextField>
  )
}
