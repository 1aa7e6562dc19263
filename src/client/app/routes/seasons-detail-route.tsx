import { useTranslation } from 'react-i18next'
import { EntityPage } from '#client/components/league-data/entity-page.tsx'
import type { Season } from '#client/features/seasons/api/seasons-api.ts'
import { SeasonDetail } from '#client/features/seasons/components/season-detail.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/seasons/:id`. */
export function SeasonsDetailRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <EntityPage<Season> collection="seasons" backTo={localize('/seasons')} backLabel={t('seasons.title')}>
      {(season, organizationId) => <SeasonDetail key={season.id} organizationId={organizationId} season={season} />}
    </EntityPage>
  )
}
