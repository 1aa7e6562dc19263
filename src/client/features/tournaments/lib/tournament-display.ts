import type { TFunction } from 'i18next'
import { defaultFormat, EMPTY_VALUE } from '#client/components/league-data/conflict-panel.tsx'
import type { TieBreaker } from './tournament-form.ts'

/** Labels of the tournament form's fields (TOURNAMENT_FIELDS), for the comparison of versions. */
export function tournamentFieldLabels(t: TFunction): Record<string, string> {
  return {
    name: t('tournaments.fields.name'),
    seasonId: t('tournaments.fields.season'),
    genre: t('tournaments.settings.genre'),
    teamSize: t('tournaments.settings.team_size'),
    'points.win': `${t('tournaments.settings.points')}: ${t('tournaments.settings.win')}`,
    'points.draw': `${t('tournaments.settings.points')}: ${t('tournaments.settings.draw')}`,
    'points.loss': `${t('tournaments.settings.points')}: ${t('tournaments.settings.loss')}`,
    'fairPlay.yellow': `${t('tournaments.settings.fair_play')}: ${t('tournaments.settings.yellow')}`,
    'fairPlay.blue': `${t('tournaments.settings.fair_play')}: ${t('tournaments.settings.blue')}`,
    'fairPlay.red': `${t('tournaments.settings.fair_play')}: ${t('tournaments.settings.red')}`,
    'suspension.enabled': t('tournaments.settings.suspension_on'),
    'suspension.after': t('tournaments.settings.suspension_after'),
    'qualifiers.goldCup': t('tournaments.settings.gold_cup'),
    'qualifiers.silverCup': t('tournaments.settings.silver_cup'),
    'qualifiers.ascend': t('tournaments.settings.ascend'),
    'qualifiers.descend': t('tournaments.settings.descend'),
    tieBreakers: t('tournaments.settings.tie_breakers'),
    'registration.closesAt': t('tournaments.registration.closes_at'),
    'registration.maxPlayers': t('tournaments.registration.max_players'),
    'registration.bornFrom': t('tournaments.registration.born_from'),
    'registration.bornTo': t('tournaments.registration.born_to'),
    'registration.onePerTournament': t('tournaments.registration.one_per_tournament'),
    'registration.requiresApproval': t('tournaments.registration.requires_approval'),
    'registration.maxPlayersPerGame': t('tournaments.registration.max_per_game'),
    'fees.registration': `${t('money.fees.title')}: ${t('money.fees.registration')}`,
    'fees.perGame': `${t('money.fees.title')}: ${t('money.fees.per_game')}`,
    'fees.perGameOnWalkoverWin': t('money.fees.per_game_on_walkover_win'),
    'fees.yellow': `${t('money.fees.title')}: ${t('money.fees.yellow')}`,
    'fees.blue': `${t('money.fees.title')}: ${t('money.fees.blue')}`,
    'fees.red': `${t('money.fees.title')}: ${t('money.fees.red')}`,
    'fees.secondYellow': `${t('money.fees.title')}: ${t('money.fees.second_yellow')}`,
    'fees.walkoverFine': `${t('money.fees.title')}: ${t('money.fees.walkover_fine')}`,
    'fees.blockLineupOver': `${t('money.fees.block_lineups')}: ${t('money.fees.block_over')}`,
  }
}

export function tieBreakersText(t: TFunction, list: readonly TieBreaker[]): string {
  return list.map((criterion, index) => `${index + 1}. ${t(tieBreakerKey(criterion))}`).join(' · ')
}

/** How a value of the tournament form reads in the comparison of versions. */
export function tournamentValueFormat(t: TFunction, seasonNames: ReadonlyMap<string, string>) {
  return (field: string, value: unknown): string => {
    if (field === 'genre' && typeof value === 'string') return t(`tournaments.genres.${value}`)
    if (field === 'seasonId')
      return value ? (seasonNames.get(String(value)) ?? EMPTY_VALUE) : t('tournaments.no_season')
    if (
      field === 'suspension.enabled' ||
      field === 'registration.onePerTournament' ||
      field === 'registration.requiresApproval' ||
      field === 'fees.perGameOnWalkoverWin'
    )
      return value ? t('lists.yes') : t('lists.no')
    if (field === 'tieBreakers' && Array.isArray(value)) return tieBreakersText(t, value as TieBreaker[])
    return defaultFormat(field, value)
  }
}

/** The message key of a criterion: `tournaments.tie_breakers.goal_difference` (keys are snake_case). */
export function tieBreakerKey(criterion: TieBreaker): string {
  return `tournaments.tie_breakers.${criterion.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`
}
