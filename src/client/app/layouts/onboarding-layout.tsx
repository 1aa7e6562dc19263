import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Outlet, useNavigate } from 'react-router'
import { AppLogo } from '#client/components/app-logo.tsx'
import { LanguageSwitch } from '#client/components/language-switch.tsx'
import { ThemeModeSwitchButton } from '#client/components/theme-mode-switch.tsx'
import { useSignOut } from '#client/lib/session/use-session-actions.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { PageTransition } from './page-transition.tsx'

/** The onboarding steps: no sidebar, just the brand, language, theme and a way out. */
export function OnboardingLayout() {
  const { t } = useTranslation()
  const signOut = useSignOut()
  const navigate = useNavigate()
  const localize = useLocalize()
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <AppLogo size={30} />
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <AppLogo size={30} showName={false} />
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto', alignItems: 'center' }}>
          <LanguageSwitch compact />
          <ThemeModeSwitchButton />
          <Button
            color="inherit"
            size="small"
            onClick={async () => {
              await signOut().catch(() => undefined)
              navigate(localize(''), { replace: true })
            }}
          >
            {t('shell.sign_out')}
          </Button>
        </Box>
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
        <Box sx={{ width: '100%', maxWidth: 560 }}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Box>
      </Box>
    </Box>
  )
}
