/** Reading the audit trail in tests. */
import { expect } from 'vitest'
import type { AuditEntry, AuditPage } from '#domain/audit/audit.schema.ts'
import { call, type League, type User } from './league.ts'

/** A page of the league's audit trail (`query` starts with `?`), read by its admin unless another user is given. */
export async function auditOf(league: League, query = '', user: User = league.admin) {
  return call<AuditPage>(league.server, user, 'GET', `/api/orgs/${league.orgId}/audit${query}`)
}

/** One entity's entries, newest first. */
export async function historyOf(league: League, entityType: string, entityId: string): Promise<AuditEntry[]> {
  const res = await auditOf(league, `?entityType=${entityType}&entityId=${entityId}`)
  expect(res.status).toBe(200)
  return res.body.items
}
