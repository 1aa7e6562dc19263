import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '#client/components/page-header.tsx'
import { PageLoader } from '#client/components/page-loader.tsx'
import { ChangePasswordForm } from '#client/features/auth/components/change-password-form.tsx'
import { NotificationSettingsSection } from '#client/features/notifications/components/notification-settings-section.tsx'
import { PreferencesForm } from '#client/features/settings/components/preferences-form.tsx'
import { ProfileForm } from '#client/features/settings/components/profile-form.tsx'
import { PasskeysSection } from '#client/features/two-factor/components/passkeys-section.tsx'
import { SessionsSection } from '#client/features/two-factor/components/sessions-section.tsx'
import { TwoFactorSection } from '#client/features/two-factor/components/two-factor-section.tsx'
import { useMe } from '#client/lib/session/use-session.ts'

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
        <Box>
          <Typography id={id} variant="h4" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {description}
          </Typography>
        </Box>
        <Box sx={{ maxWidth: 560 }}>{children}</Box>
      </Box>
    </Card>
  )
}

/**
 * `/:lang/settings`: profile, language, theme, notifications (decision 0047), password, two-factor sign-in, passkeys and sessions (decision 0036;
 * `?two_factor=required` when a league sent the user here to turn two-factor sign-in on).
 */
export function SettingsRoute() {
  const { t } = useTranslation()
  const { me } = useMe()
  const [searchParams] = useSearchParams()
  if (!me) return <PageLoader />
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {searchParams.get('two_factor') === 'required' ? (
          <Alert severity="warning" role="alert">
            {t('settings.two_factor.required_notice')}
          </Alert>
        ) : null}
        <Section
          id="settings-profile"
          title={t('settings.profile.title')}
          description={t('settings.profile.description')}
        >
          <ProfileForm key={me.user.id} me={me} />
        </Section>
        <Section
          id="settings-preferences"
          title={t('settings.preferences.title')}
          description={t('settings.preferences.description')}
        >
          <PreferencesForm />
        </Section>
        <Section
          id="settings-notifications"
          title={t('settings.notifications.title')}
          description={t('settings.notifications.description')}
        >
          <NotificationSettingsSection />
        </Section>
        <Section
          id="settings-password"
          title={t('settings.password.title')}
          description={t('settings.password.description')}
        >
          <ChangePasswordForm />
        </Section>
        <Section
          id="settings-two-factor"
          title={t('settings.two_factor.title')}
          description={t('settings.two_factor.description')}
        >
          <TwoFactorSection />
        </Section>
        <Section
          id="settings-passkeys"
          title={t('settings.passkeys.title')}
          description={t('settings.passkeys.description')}
        >
          <PasskeysSection />
        </Section>
        <Section
          id="settings-sessions"
          title={t('settings.sessions.title')}
          description={t('settings.sessions.description')}
        >
          <SessionsSection />
        </Section>
      </Box>
    </>
  )
}
