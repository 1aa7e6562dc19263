import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { LeagueStepForm } from '#client/features/onboarding/components/league-step-form.tsx'
import { type Me, sessionKeys, setActiveOrganization } from '#client/lib/session/session-api.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { OnboardingSteps } from '../layouts/onboarding-steps.tsx'

export function OnboardingLeagueRoute() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const localize = useLocalize()
  return (
    <>
      <OnboardingSteps current="league" />
      <Card sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.875rem' } }}>
          {t('onboarding.league.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('onboarding.league.subtitle')}
        </Typography>
        <LeagueStepForm
          onDone={async (organization) => {
            const me = await setActiveOrganization(organization.id)
            queryClient.setQueryData<Me | null>(sessionKeys.me(), me)
            await queryClient.invalidateQueries({
              queryKey: sessionKeys.organization(organization.id),
              refetchType: 'all',
            })
            navigate(localize('/dashboard'), { replace: true })
          }}
        />
      </Card>
    </>
  )
}
