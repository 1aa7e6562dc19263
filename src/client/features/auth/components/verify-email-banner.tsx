import MailIcon from '@mui/icons-material/MarkEmailUnreadOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { authSessionKey, emailVerifiedPath, getAuthSession, sendVerificationEmail } from '../api/auth-api.ts'

/**
 * Over the app's pages while the signed-in address is not verified: a second league and invitations wait for it
 * (decision 0035); "resend" sends the link again.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation()
  const lang = useLang()
  const session = useQuery({ queryKey: authSessionKey, queryFn: ({ signal }) => getAuthSession(signal) })
  const user = session.data?.user
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
