import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

const STEPS = ['user', 'league'] as const

export function OnboardingSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation()
  const index = STEPS.indexOf(current)
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t('onboarding.step_of', { step: index + 1, total: STEPS.length })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }} aria-hidden="true">
        {STEPS.map((step, stepIndex) => (
          <Box
            key={step}
            sx={{
              height: 6,
              flex: 1,
              borderRadius: 3,
              bgcolor: stepIndex <= index ? 'primary.main' : 'action.selected',
            }}
          />
        ))}
      </Box>
    </Box>
  )
}
