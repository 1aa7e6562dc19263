import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { DayScheduleInput, DayScheduleResult } from '#domain/games/day-schedule.schema.ts'

/** A match day saved at once: all or nothing, 409 on a stale version or a double booking (decision 0042). */
export const saveDaySchedule = (organizationId: string, body: DayScheduleInput): Promise<DayScheduleResult> =>
  dataOf(typedApi.PUT('/api/orgs/{orgId}/games/schedule', { params: { path: { orgId: organizationId } }, body }))

/** The day's programme (PDF) for the venue's notice board. */
export const programmeUrl = (organizationId: string, date: string, lang: string) =>
  `/api/orgs/${organizationId}/programme.pdf?date=${date}&lang=${lang}`
