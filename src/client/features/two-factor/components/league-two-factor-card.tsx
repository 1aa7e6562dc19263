import Card from '@mui/material/Card'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { type Organization, sessionKeys } from '#client/lib/session/session-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { setLeagueTwoFactorRequirement } from '../api/two-factor-api.ts'

/** The /league page's switch: the league's admins and managers must sign in with two factors (decision 0036). */
export function LeagueTwoFactorCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)
  const isOn = organization.requireTwoFactor === true

  const toggle = async (next: boolean) => {
    setError(null)
    setIsPending(true)
    try {
      const saved = await setLeagueTwoFactorRequirement(organization.id, next)
      queryClient.setQueryData(sessionKeys.organization(organization.id), { ...organization, ...saved })
      toast.success(t(next ? 'league.two_factor.turned_on' : 'league.two_factor.turned_off'))
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setIsPending(false)
    }
  }

  return (
    <Card component="section" aria-labelledby="league-two-factor" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography id="league-two-factor" variant="h4" component="h2">
          {t('league.two_factor.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('league.two_factor.description')}
        </Typography>
        <FormError message={error} />
        <FormControlLabel
          control={
            <Switch
              checked={isOn}
              disabled={!canEdit || isPending}
              onChange={(event) => void toggle(event.target.checked)}
            />
          }
          label={t('league.two_factor.switch')}
        />
      </Stack>
    </Card>
  )
}
