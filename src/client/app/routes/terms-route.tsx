import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { AppLogo } from '#client/components/app-logo.tsx'
import { LanguageSwitch } from '#client/components/language-switch.tsx'
import { ThemeModeSwitchButton } from '#client/components/theme-mode-switch.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

const SECTIONS = ['service', 'accounts', 'data', 'content', 'availability', 'liability', 'changes'] as const

/** `/:lang/terms`: the terms and conditions accepted at sign-up. */
export function TermsRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, py: 2 }}>
        <Box component={RouterLink} to={localize('')} sx={{ color: 'text.primary', textDecoration: 'none' }}>
          <AppLogo size={30} />
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
          <LanguageSwitch compact />
          <ThemeModeSwitchButton />
        </Box>
      </Box>
      <Box component="main" sx={{ px: 2, pb: 6, display: 'flex', justifyContent: 'center' }}>
        <Card component="article" sx={{ maxWidth: 760, width: '100%', p: { xs: 3, md: 5 } }}>
          <Typography variant="h2" component="h1">
            {t('terms.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('terms.intro')}
          </Typography>
          {SECTIONS.map((section, index) => (
            <Box component="section" key={section} sx={{ mt: 3 }}>
              <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
                {index + 1}. {t(`terms.sections.${section}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`terms.sections.${section}.body`)}</Typography>
            </Box>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
            {t('terms.updated')}
          </Typography>
          <Link
            component={RouterLink}
            to={localize('/signup')}
            sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}
          >
            {t('terms.back_to_sign_up')}
          </Link>
        </Card>
      </Box>
    </Box>
  )
}
