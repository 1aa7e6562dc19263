import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageLoader } from '#client/components/page-loader.tsx'
import { UserStepForm } from '#client/features/onboarding/components/user-step-form.tsx'
import { useMe } from '#client/lib/session/use-session.ts'
import { useSetMe } from '#client/lib/session/use-session-actions.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { OnboardingSteps } from '../layouts/onboarding-steps.tsx'

export function OnboardingUserRoute() {
  const { t } = useTranslation()
  const { me } = useMe()
  const setMe = useSetMe()
  const navigate = useNavigate()
  const localize = useLocalize()
  if (!me) return <PageLoader />
  return (
    <>
      {/* Invited users already belong to an organization, and a player's home is My page (decision 0045): for them
          this is the only step. */}
      {me.organizations.length === 0 && !me.hasPlayerRecords ? <OnboardingSteps current="user" /> : null}
      <Card sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.875rem' } }}>
          {t('onboarding.user.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('onboarding.user.subtitle')}
        </Typography>
        <UserStepForm
          me={me}
          onDone={(next) => {
            setMe(next)
            // The session gate takes it from here: league step when there is no organization yet.
            navigate(localize('/dashboard'), { replace: true })
          }}
        />
      </Card>
    </>
  )
}
