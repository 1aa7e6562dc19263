import AddIcon from '@mui/icons-material/AddRounded'
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { PageHeader } from '#client/components/page-header.tsx'
import { TournamentsList } from '#client/features/tournaments/components/tournaments-list.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/tournaments`: the tournaments, by season; seasons are managed from here. */
export function TournamentsListRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  return (
    <>
      <PageHeader
        title={t('tournaments.title')}
        subtitle={t('tournaments.subtitle')}
        actions={
          <>
            <Button component={RouterLink} to={localize('/seasons')} startIcon={<CalendarMonthIcon />}>
              {t('seasons.title')}
            </Button>
            {canWrite ? (
              <Button
                component={RouterLink}
                to={localize('/tournaments/new')}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('tournaments.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <TournamentsList organizationId={organizationId} />
    </>
  )
}
