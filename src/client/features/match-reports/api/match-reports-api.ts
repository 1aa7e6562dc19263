/** The match report's actions (decision 0051). */
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { Side } from '#domain/match-reports/report.schema.ts'

const path = (orgId: string, id: string) => ({ params: { path: { orgId, id } } })

export const submitReport = (orgId: string, id: string, remarks: string) =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/games/{id}/report/submit', { ...path(orgId, id), body: { remarks } }))

export const confirmReport = (orgId: string, id: string, side?: Side) =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/games/{id}/report/confirm', { ...path(orgId, id), body: { side } }))

export const disputeReport = (orgId: string, id: string, reason: string, side?: Side) =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/games/{id}/report/dispute', { ...path(orgId, id), body: { side, reason } }))

export const resolveReport = (orgId: string, id: string) =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/games/{id}/report/resolve', { ...path(orgId, id), body: { confirm: true } }))

/** The acta as filed, as a PDF. */
export const reportPdfUrl = (orgId: string, id: string, lang: string) =>
  `/api/orgs/${orgId}/games/${id}/report.pdf?lang=${lang === 'en' ? 'en' : 'es'}`

/** The league's reports in one state (decision 0051: the admin's queue), under `games` so game events refresh it. */
export const reportQueueKey = (orgId: string, status?: 'disputed' | 'submitted') =>
  status
    ? (['league', orgId, 'games', 'report-queue', status] as const)
    : (['league', orgId, 'games', 'report-queue'] as const)

export const fetchReportQueue = (orgId: string, status: 'disputed' | 'submitted', signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/match-reports', { params: { path: { orgId }, query: { status } }, signal }))

export type ReportQueueItem = Awaited<ReturnType<typeof fetchReportQueue>>['items'][number]
