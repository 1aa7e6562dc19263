/**
 * The form of a suspension by hand (POST suspensions): zod/mini rules with `validation.*` keys as messages, the same
 * bounds as CreateSuspensionInputSchema, and what the pickers offer (the teams of the tournament, the games where it
 * could have been earned). Pure, tested in suspension-form.test.ts.
 */
import * as z from 'zod/mini'
import type { Game } from '#client/lib/competition/competition-api.ts'
import { REASON_MAX, SUSPENSION_GAMES_MAX } from '#client/lib/competition/competition-constants.ts'
import type { Group } from '#client/lib/competition/fixtures-api.ts'
import type { CreateSuspensionBody } from '#client/lib/competition/suspensions-api.ts'
import { integerField, optionalTextField, textOrNull } from '#client/lib/league-data/form-schemas.ts'

export const SuspensionFormSchema = z.object({
  teamId: z.string().check(z.minLength(1, 'validation.required')),
  playerId: z.string().check(z.minLength(1, 'validation.required')),
  /** null while the field is empty */
  gamesCount: z
    .nullable(integerField(1, SUSPENSION_GAMES_MAX))
    .check(z.refine((value) => value !== null, 'validation.required')),
  /** '' = none: served from the team's games confirmed after the suspension is created */
  earnedGameId: z.string(),
  /** whether the earned game does not count toward serving it (fixed once created) */
  skipEarnedGame: z.boolean(),
  note: optionalTextField(REASON_MAX),
})
export type SuspensionFormValues = z.infer<typeof SuspensionFormSchema>

/** The form's fields, named as the server's (its `invalidParams` land on them as they are). */
export const SUSPENSION_FIELDS = ['teamId', 'playerId', 'gamesCount', 'earnedGameId', 'skipEarnedGame', 'note'] as const

export function newSuspensionValues(defaults: Partial<SuspensionFormValues> = {}): SuspensionFormValues {
  return { teamId: '', playerId: '', gamesCount: 1, earnedGameId: '', skipEarnedGame: true, note: '', ...defaults }
}

/** The body of POST suspensions. `skipEarnedGame` only goes with an earned game: without one it means nothing. */
export function createSuspensionBody(tournamentId: string, values: SuspensionFormValues): CreateSuspensionBody {
  return {
    tournamentId,
    teamId: values.teamId,
    playerId: values.playerId,
    gamesCount: values.gamesCount ?? 1,
    earnedGameId: values.earnedGameId || null,
    ...(values.earnedGameId ? { skipEarnedGame: values.skipEarnedGame } : {}),
    note: textOrNull(values.note),
  }
}

export interface TeamOption {
  id: string
  name: string
}

/** The teams of the tournament: those of its groups and those playing any of its games, each once, by name. */
export function tournamentTeams(
  groups: readonly Pick<Group, 'teams'>[],
  games: readonly Pick<Game, 'homeTeam' | 'awayTeam'>[],
): TeamOption[] {
  const byId = new Map<string, TeamOption>()
  for (const team of groups.flatMap((group) => group.teams)) byId.set(team.id, { id: team.id, name: team.name })
  for (const team of games.flatMap((game) => [game.homeTeam, game.awayTeam])) {
    if (!byId.has(team.id)) byId.set(team.id, { id: team.id, name: team.name })
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name))
}

type GameForOption = Pick<
  Game,
  'id' | 'homeTeamId' | 'awayTeamId' | 'state' | 'hasResult' | 'playAt' | 'confirmedPlayedAt'
>

/**
 * The games of `teamId` where a suspension could have been earned: played (a result entered or confirmed) or dated
 * up to `now`, not suspended; the latest first.
 */
export function earnedGameOptions<G extends GameForOption>(games: readonly G[], teamId: string, now: Date): G[] {
  if (!teamId) return []
  const isPlayed = (game: G) =>
    game.hasResult || game.confirmedPlayedAt !== null || (game.playAt !== null && Date.parse(game.playAt) <= +now)
  return games
    .filter((game) => (game.homeTeamId === teamId || game.awayTeamId === teamId) && game.state !== 'suspended')
    .filter(isPlayed)
    .sort((a, b) => (b.playAt ? Date.parse(b.playAt) : 0) - (a.playAt ? Date.parse(a.playAt) : 0))
}
