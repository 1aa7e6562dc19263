/** The form of a game (by hand, or its schedule edited): zod/mini rules with `validation.*` keys as messages. */
import * as z from 'zod/mini'
import { GAME_KIND_VALUES, type GameKind } from './competition-constants.ts'
import { EMPTY_SCHEDULE, type ScheduleValues, schedulePlace, schedulePlayAt } from './game-schedule.ts'

const dateField = z
  .string()
  .check(z.refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'validation.invalid_format'))
const timeField = z
  .string()
  .check(z.refine((value) => value === '' || /^\d{2}:\d{2}$/.test(value), 'validation.invalid_format'))

const scheduleShape = {
  date: dateField,
  time: timeField,
  isTimeHidden: z.boolean(),
  locationId: z.string(),
  fieldId: z.string(),
}

export const GameEditFormSchema = z.object({
  ...scheduleShape,
  kind: z.enum(GAME_KIND_VALUES as [GameKind, ...GameKind[]], 'validation.invalid_option'),
})
export type GameEditFormValues = z.infer<typeof GameEditFormSchema>

export const GameCreateFormSchema = z
  .object({
    ...scheduleShape,
    kind: z.enum(GAME_KIND_VALUES as [GameKind, ...GameKind[]], 'validation.invalid_option'),
    homeTeamId: z.string().check(z.minLength(1, 'validation.required')),
    awayTeamId: z.string().check(z.minLength(1, 'validation.required')),
    /** '' = no round */
    roundId: z.string(),
  })
  .check(
    z.refine((values) => !values.homeTeamId || values.homeTeamId !== values.awayTeamId, {
      message: 'validation.same_team',
      path: ['awayTeamId'],
    }),
  )
export type GameCreateFormValues = z.infer<typeof GameCreateFormSchema>

/** The server's field names (`playAt`…) on the form's. */
export const GAME_PARAM_ALIASES: Record<string, string> = {
  playAt: 'date',
  isPlayAtTimeHidden: 'isTimeHidden',
}
export const GAME_EDIT_FIELDS = ['date', 'time', 'isTimeHidden', 'locationId', 'fieldId', 'kind'] as const
export const GAME_CREATE_FIELDS = [...GAME_EDIT_FIELDS, 'homeTeamId', 'awayTeamId', 'roundId'] as const

export function newGameValues(defaults: Partial<GameCreateFormValues> = {}): GameCreateFormValues {
  return { ...EMPTY_SCHEDULE, kind: 'league', homeTeamId: '', awayTeamId: '', roundId: '', ...defaults }
}

export function scheduleBody(values: ScheduleValues) {
  return { ...schedulePlayAt(values), ...schedulePlace(values) }
}

export function createGameBody(tournamentId: string, values: GameCreateFormValues, groupId?: string | null) {
  return {
    tournamentId,
    homeTeamId: values.homeTeamId,
    awayTeamId: values.awayTeamId,
    kind: values.kind,
    ...(values.roundId ? { roundId: values.roundId } : {}),
    ...(groupId && values.kind === 'league' ? { groupId } : {}),
    ...scheduleBody(values),
  }
}
