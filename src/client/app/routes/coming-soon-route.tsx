import ConstructionIcon from '@mui/icons-material/Construction'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useMatches } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

function useSection(): string {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { section?: string } | undefined
    if (handle?.section) return handle.section
  }
  return 'generic'
}

/** Pages not built yet (tournaments, teams, players, leaderboards, locations...): a clear empty state. */
export function ComingSoonRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const section = useSection()
  return (
    <>
      <PageHeader
        title={t(`coming_soon.sections.${section}.title`)}
        subtitle={t(`coming_soon.sections.${section}.subtitle`)}
      />
      <EmptyState
        icon={<ConstructionIcon />}
        title={t('coming_soon.title')}
        description={t('coming_soon.body')}
        actions={
          <Button component={RouterLink} to={localize('/dashboard')} variant="contained">
            {t('coming_soon.back')}
          </Button>
        }
      />
    </>
  )
}
