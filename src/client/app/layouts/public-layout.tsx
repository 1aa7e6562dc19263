import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { AppLogo } from '#client/components/app-logo.tsx'
import { LanguageSwitch } from '#client/components/language-switch.tsx'
import { ThemeModeSwitchButton } from '#client/components/theme-mode-switch.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'
import { PageTransition } from './page-transition.tsx'

const PITCH_LINES = [
  'linear-gradient(90deg, transparent calc(50% - 1px), rgba(255,255,255,0.14) calc(50% - 1px), rgba(255,255,255,0.14) calc(50% + 1px), transparent calc(50% + 1px))',
  'radial-gradient(circle at 50% 50%, transparent 88px, rgba(255,255,255,0.14) 89px, rgba(255,255,255,0.14) 91px, transparent 92px)',
  'repeating-linear-gradient(90deg, rgba(255,255,255,0.035) 0 64px, transparent 64px 128px)',
  'linear-gradient(160deg, #0f7a42 0%, #0a5a31 55%, #073d22 100%)',
].join(',')

function Hero() {
  const { t } = useTranslation()
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: '#f2fbf5',
        background: PITCH_LINES,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ '--lp-palette-primary-main': '#f2fbf5', '--lp-palette-primary-contrastText': '#0a5a31' }}>
        <AppLogo size={40} />
      </Box>
      <Box sx={{ maxWidth: 460 }}>
        <Typography variant="h1" component="p" sx={{ fontSize: '2.6rem', mb: 2 }}>
          {t('landing.headline')}
        </Typography>
        <Typography sx={{ opacity: 0.85, fontSize: '1.1rem', mb: 4 }}>{t('landing.subheadline')}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {(['fixtures', 'standings', 'discipline'] as const).map((item) => (
            <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Box
                aria-hidden="true"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: '#f5c044', flexShrink: 0 }}
              />
              <Typography>{t(`landing.features.${item}`)}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        {t('landing.footer')}
      </Typography>
    </Box>
  )
}

/** Sign-in, sign-up, password reset and invitation pages: a pitch-green hero beside the form on wide screens. */
export function PublicLayout() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' } }}>
      <Hero />
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: { xs: 2, sm: 3 },
            py: 2,
          }}
        >
          <Box
            component="a"
            href={localize('')}
            aria-label={t('app.name')}
            sx={{ display: { xs: 'flex', md: 'none' }, color: 'text.primary', textDecoration: 'none' }}
          >
            <AppLogo size={30} />
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
            <LanguageSwitch />
            <ThemeModeSwitchButton />
          </Box>
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'center',
            px: 2,
            pb: 4,
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 440, pt: { xs: 2, sm: 0 } }}>
            <PageTransition>
              <Outlet />
            </PageTransition>
          </Box>
        </Box>
      </Box>
    </Box>
  )
}
