import Box from '@mui/material/Box'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'
import { PlainButton } from '#client/components/plain-button.tsx'
import { PlainLink } from '#client/components/plain-link.tsx'
import { MagicLinkForm } from '#client/features/auth/components/magic-link-form.tsx'
import { SignInForm } from '#client/features/auth/components/sign-in-form.tsx'
import { PasskeySignInButton } from '#client/features/two-factor/components/passkey-sign-in-button.tsx'
import { loadAppMessages } from '#client/lib/i18n.ts'
import { useRefreshSession } from '#client/lib/session/use-session-actions.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { sanitizeNextPath } from '#domain/navigation/locale-path.ts'

// the second step of a two-factor sign-in, loaded only when an account asks for it (decision 0036)
const TwoFactorCodeForm = lazy(async () => ({
  default: (await import('#client/features/two-factor/components/two-factor-code-form.tsx')).TwoFactorCodeForm,
}))

/**
 * `/:lang`: landing and sign-in. After signing in, the session gate sends the user on (to `next` when given).
 * This page has a JavaScript budget (≤ 170 KB gzip with everything it loads): keep its imports light.
 */
export function SignInRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const [searchParams] = useSearchParams()
  const refreshSession = useRefreshSession()
  const [isMagicLink, setIsMagicLink] = useState(false)
  const [isTwoFactor, setIsTwoFactor] = useState(false)
  const next = sanitizeNextPath(searchParams.get('next'))
  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : ''

  return (
    // Once the visitor starts typing, fetch the rest of the messages: the next page (or an error) needs them.
    <Box onFocusCapture={() => void loadAppMessages()}>
      <AuthCard
        title={t('auth.sign_in.title')}
        subtitle={t('auth.sign_in.subtitle')}
        footer={
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            {t('auth.sign_in.no_account')}{' '}
            <PlainLink to={`${localize('/signup')}${nextQuery}`}>{t('auth.sign_in.create_account')}</PlainLink>
          </Box>
        }
      >
        {isTwoFactor ? (
          <Suspense fallback={null}>
            <TwoFactorCodeForm onSignedIn={refreshSession} onBack={() => setIsTwoFactor(false)} />
          </Suspense>
        ) : isMagicLink ? (
          <MagicLinkForm callbackURL={localize(next ?? '/dashboard')} />
        ) : (
          <SignInForm
            forgotPasswordHref={localize('/forgot-password')}
            onSignedIn={refreshSession}
            onTwoFactor={() => setIsTwoFactor(true)}
          />
        )}
        {isTwoFactor ? null : (
          <>
            <Box
              role="separator"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                my: 2.5,
                typography: 'body2',
                color: 'text.secondary',
                '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
              }}
            >
              {t('common.or')}
            </Box>
            <PlainButton fullWidth variant="outlined" size="large" onClick={() => setIsMagicLink((value) => !value)}>
              {isMagicLink ? t('auth.magic_link.use_password') : t('auth.magic_link.use_link')}
            </PlainButton>
            <PasskeySignInButton onSignedIn={refreshSession} />
          </>
        )}
      </AuthCard>
    </Box>
  )
}
