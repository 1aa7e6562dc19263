import MailIcon from '@mui/icons-material/MarkEmailUnreadOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { useMe } from '#client/lib/session/use-session.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { emailVerifiedPath, sendVerificationEmail } from '../api/auth-api.ts'

/**
 * Over the app's pages while the signed-in address is not verified: a second league and invitations wait for it
 * (decision 0035); "resend" sends the link again. It reads `/api/me`, which every page has already asked for, so it
 * is drawn with the page rather than after a round trip of its own.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useMe().me?.user
  const resend = useMutation({
    mutationFn: () => sendVerificationEmail({ email: user?.email ?? '', callbackURL: emailVerifiedPath(lang) }),
  })
  if (!user || user.emailVerified) return null
  return (
    <Alert
      severity="info"
      icon={<MailIcon />}
      role="status"
      data-testid="verify-email-banner"
      data-snapshot-skip
      sx={{ mb: 2, borderRadius: '16px' }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {t('verify_email.resend')}
        </Button>
      }
    >
      <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>{t('verify_email.banner_title')}</AlertTitle>
      {resend.isSuccess
        ? t('verify_email.sent', { email: user.email })
        : resend.isError
          ? errorMessage(t, resend.error)
          : t('verify_email.banner', { email: user.email })}
    </Alert>
  )
}
