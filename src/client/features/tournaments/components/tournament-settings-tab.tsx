import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { EditFormCard } from '#client/components/league-data/edit-form-card.tsx'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'
import { useVersionedForm } from '#client/lib/league-data/use-versioned-form.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import type { Season } from '#domain/seasons/season.schema.ts'
import { tournamentFieldLabels, tournamentValueFormat } from '../lib/tournament-display.ts'
import {
  TOURNAMENT_FIELDS,
  TOURNAMENT_PARAM_ALIASES,
  type Tournament,
  TournamentFormSchema,
  type TournamentFormValues,
  tournamentBody,
  tournamentValues,
} from '../lib/tournament-form.ts'
import { TournamentFields } from './tournament-fields.tsx'
import type { TournamentTabProps } from './tournament-tabs.tsx'

/** The "settings" tab: name, season and every rule, saved with the version they were loaded at. */
export function TournamentSettingsTab({ organizationId, tournament, canWrite }: TournamentTabProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const writes = useLeagueWrites<Tournament>(organizationId, 'tournaments')
  const seasons = useLeagueList<Season>(organizationId, 'seasons', {}, { limit: 100 })
  const seasonNames = new Map(seasons.items.map((season) => [season.id, season.name]))
  if (tournament.season) seasonNames.set(tournament.season.id, tournament.season.name)
  const canEdit = canWrite && !tournament.deletedAt
  const versioned = useVersionedForm<TournamentFormValues, Tournament>({
    entity: tournament,
    toValues: tournamentValues,
    fields: TOURNAMENT_FIELDS,
    resolver: zodResolver(TournamentFormSchema),
    save: (values, version) => writes.update(tournament.id, { version, ...tournamentBody(values) }),
    onSaved: () => toast.success(t('lists.saved')),
    onStale: writes.remember,
    invalidParamAliases: TOURNAMENT_PARAM_ALIASES,
  })
  return (
    <EditFormCard
      title={t('tournaments.tabs.settings')}
      versioned={versioned}
      labels={tournamentFieldLabels(t)}
      format={tournamentValueFormat(t, seasonNames)}
      canWrite={canEdit}
    >
      <TournamentFields
        form={versioned.form}
        organizationId={organizationId}
        disabled={!canEdit}
        currentSeason={tournament.season}
      />
    </EditFormCard>
  )
}
