import Box from '@mui/material/Box'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PlainButton } from '#client/components/plain-button.tsx'
import { errorMessage } from '#client/lib/error-message.ts'

/**
 * "Sign in with a passkey": the WebAuthn code (passkey-ceremony.ts, @simplewebauthn/browser) is fetched on the click,
 * so the sign-in page's first load stays within its budget (decision 0036).
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)
  const signIn = async () => {
    setError(null)
    setIsPending(true)
    try {
      const { signInWithPasskey } = await import('../api/passkey-ceremony.ts')
      await signInWithPasskey()
      await onSignedIn()
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setIsPending(false)
    }
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1.5 }}>
      <FormError message={error} />
      <PlainButton fullWidth variant="outlined" size="large" loading={isPending} onClick={() => void signIn()}>
        {t('auth.sign_in.passkey')}
      </PlainButton>
    </Box>
  )
}
