import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#client/components/page-header.tsx'
import { HelpCards } from '#client/features/help/components/help-cards.tsx'
import { useConfig } from '#client/lib/session/use-session.ts'
import { useLang } from '#client/lib/use-lang.ts'

export function HelpRoute() {
  const { t } = useTranslation()
  const lang = useLang()
  const config = useConfig()
  return (
    <>
      <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} />
      <HelpCards
        manualHref={`/api/help/manual?lang=${lang}`}
        contactEmail={config.isPending ? undefined : (config.data?.contactEmail ?? null)}
      />
      {config.data?.version ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('shell.version', { version: config.data.version })}
        </Typography>
      ) : null}
    </>
  )
}
