/**
 * What the officials' screens read and write (decision 0050): "My games" (a referee's appointments and answers, their
 * calendar address) and the "Referees" page (every official's month).
 */
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'

export const officialsKeys = {
  all: (orgId: string) => ['officials', orgId] as const,
  myGames: (orgId: string) => ['officials', orgId, 'my-games'] as const,
  month: (orgId: string, from: string, to: string) => ['officials', orgId, 'month', from, to] as const,
  one: (orgId: string, id: string) => ['officials', orgId, 'one', id] as const,
}

export const fetchMyGames = (orgId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/my-games', { params: { path: { orgId } }, signal }))

export type MyGame = Awaited<ReturnType<typeof fetchMyGames>>['items'][number]

export const respondToAppointment = (orgId: string, gameId: string, accept: boolean) =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/games/{id}/officials/respond', {
      params: { path: { orgId, id: gameId } },
      body: { accept },
    }),
  )

export const renewCalendarToken = (orgId: string, officialId: string) =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/officials/{id}/calendar-token', { params: { path: { orgId, id: officialId } } }),
  )

export const fetchOfficialsMonth = (orgId: string, from: string, to: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/official-fees', { params: { path: { orgId }, query: { from, to } }, signal }))

export const createOfficial = (
  orgId: string,
  body: { name: string; email: string | null; phone: string | null; level: string | null },
) => dataOf(typedApi.POST('/api/orgs/{orgId}/officials', { params: { path: { orgId } }, body }))

export const fetchOfficial = (orgId: string, id: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/officials/{id}', { params: { path: { orgId, id } }, signal }))

export const updateOfficial = (
  orgId: string,
  id: string,
  body: { version: number; name: string; email: string | null; phone: string | null; level: string | null },
) => dataOf(typedApi.PATCH('/api/orgs/{orgId}/officials/{id}', { params: { path: { orgId, id } }, body }))

/** Soft delete (decision 0050): their appointments stay on the games; they can no longer be appointed. */
export const deleteOfficial = (orgId: string, id: string) =>
  dataOf(typedApi.DELETE('/api/orgs/{orgId}/officials/{id}', { params: { path: { orgId, id } } }))

/** The official's statement between two days as CSV, a plain link the browser downloads with the session cookie. */
export const statementCsvUrl = (orgId: string, id: string, from: string, to: string, lang: string) =>
  `/api/orgs/${orgId}/officials/${id}/statement.csv?${new URLSearchParams({ from, to, lang: lang === 'en' ? 'en' : 'es' })}`

/** The days an official cannot work, replaced as a whole (decision 0050): by the official or an admin or manager. */
export const setUnavailability = (orgId: string, id: string, spans: { from: string; to: string }[]) =>
  dataOf(
    typedApi.PUT('/api/orgs/{orgId}/officials/{id}/unavailability', {
      params: { path: { orgId, id } },
      body: spans,
    }),
  )
