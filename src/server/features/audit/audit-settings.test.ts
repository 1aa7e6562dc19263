/**
 * Decision 0034: the writes the trail first missed are recorded in the change's own transaction, like the rest
 * (decision 0022): seasons, venues, rounds, the league's settings (its public site on and off), its logo, and
 * invitations (created, sent again, revoked, accepted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry, AuditPage } from '#domain/audit/audit.schema.ts'
import { createCompetition, expectCall } from '#test/competition.ts'
import { call, createLeague, imageForm, type League, PNG, uploadTo } from '#test/league.ts'
import { createTestServer, signUp, type TestServer } from '#test/server.ts'

let server: TestServer
let league: League
beforeAll(async () => {
  server = await createTestServer()
  league = await createLeague(server, 'Liga Completa')
})
afterAll(() => server.close())

async function historyOf(entityType: string, entityId?: string): Promise<AuditEntry[]> {
  const query = `?entityType=${entityType}${entityId ? `&entityId=${entityId}` : ''}`
  const res = await call<AuditPage>(server, league.admin, 'GET', `/api/orgs/${league.orgId}/audit${query}`)
  expect(res.status).toBe(200)
  return res.body.items
}

describe('recording what the trail first missed', () => {
  it('seasons: create, update, delete, restore', async () => {
    const created = await expectCall(league, 'POST', '/seasons', { name: 'Apertura' }, 201, league.manager)
    await expectCall(league, 'PATCH', `/seasons/${created.id}`, { version: created.version, name: 'Clausura' }, 200)
    await expectCall(league, 'DELETE', `/seasons/${created.id}`, undefined, 204)
    await expectCall(league, 'POST', `/seasons/${created.id}/restore`, {}, 200)
    const [restore, del, update, create] = await historyOf('season', created.id)
    expect(create).toMatchObject({
      action: 'create',
      actor: { userId: league.manager.userId },
      after: { name: 'Apertura' },
    })
    expect(update).toMatchObject({ action: 'update', before: { name: 'Apertura' }, after: { name: 'Clausura' } })
    expect(del).toMatchObject({ action: 'delete', before: { name: 'Clausura' } })
    expect(restore).toMatchObject({ action: 'restore' })
  })

  it('venues: create with their pitches, update, delete, restore', async () => {
    const created = await expectCall(
      league,
      'POST',
      '/locations',
      { name: 'Club Norte', address: 'Calle 1', fields: [{ name: 'Cancha 1' }] },
      201,
    )
    await expectCall(
      league,
      'PATCH',
      `/locations/${created.id}`,
      { version: created.version, address: 'Calle 2', fields: [{ name: 'Cancha A' }, { name: 'Cancha B' }] },
      200,
    )
    await expectCall(league, 'DELETE', `/locations/${created.id}`, undefined, 204)
    await expectCall(league, 'POST', `/locations/${created.id}/restore`, {}, 200)
    const [restore, del, update, create] = await historyOf('location', created.id)
    expect(create).toMatchObject({
      action: 'create',
      after: { name: 'Club Norte', address: 'Calle 1', fields: ['Cancha 1'] },
    })
    expect(update).toMatchObject({
      action: 'update',
      before: { address: 'Calle 1', fields: ['Cancha 1'] },
      after: { address: 'Calle 2', fields: ['Cancha A', 'Cancha B'] },
    })
    expect(del?.action).toBe('delete')
    expect(restore?.action).toBe('restore')
  })

  it('rounds: made by a generation, replaced by another, renamed and re-dated', async () => {
    const { tournament, group } = await createCompetition(league, { teamCount: 3 })
    const fixtures = `/tournaments/${tournament.id}/fixtures`
    const first = await expectCall<{ rounds: { id: string }[] }>(
      league,
      'POST',
      fixtures,
      { groupId: group.id, mode: 'home' },
      201,
    )
    const second = await expectCall<{ rounds: { id: string; number: number }[] }>(
      league,
      'POST',
      fixtures,
      { groupId: group.id, mode: 'home', startDate: '2026-03-01', replace: true },
      201,
    )
    const roundId = second.rounds[0]?.id as string
    await expectCall(
      league,
      'PATCH',
      `/tournaments/${tournament.id}/rounds`,
      { rounds: [{ id: roundId, name: 'Fecha inaugural', date: '2026-02-22' }] },
      200,
    )
    const [update, create] = await historyOf('round', roundId)
    expect(create).toMatchObject({ action: 'create', after: { number: 1, date: '2026-03-01', groupId: group.id } })
    expect(update).toMatchObject({
      action: 'update',
      before: { name: null, date: '2026-03-01' },
      after: { name: 'Fecha inaugural', date: '2026-02-22' },
    })
    const replaced = await historyOf('round', first.rounds[0]?.id)
    expect(replaced.map((e) => e.action)).toEqual(['delete', 'create'])
  })

  it('the league’s settings: name, time zone, the public site turned on and off, the logo', async () => {
    const path = `/api/orgs/${league.orgId}`
    const patch = async (json: unknown) => {
      const res = await call(server, league.admin, 'PATCH', path, json)
      expect(res.status).toBe(200)
    }
    await patch({ name: 'Liga Renombrada', timeZone: 'America/Montevideo' })
    await patch({ publicSlug: 'liga-completa' })
    await patch({ publicSlug: null })
    const logo = await uploadTo(server, league.admin, `${path}/logo`, imageForm(PNG, 'logo.png'))
    expect(logo.status).toBe(200)
    const [logoEntry, off, on, renamed] = await historyOf('organization', league.orgId)
    expect(renamed).toMatchObject({
      action: 'update',
      actor: { userId: league.admin.userId },
      before: { name: 'Liga Completa' },
      after: { name: 'Liga Renombrada', timeZone: 'America/Montevideo' },
    })
    expect(on).toMatchObject({ before: { publicSlug: null }, after: { publicSlug: 'liga-completa' } })
    expect(off).toMatchObject({ before: { publicSlug: 'liga-completa' }, after: { publicSlug: null } })
    expect(logoEntry).toMatchObject({ action: 'update', before: { logo: false }, after: { logo: true } })
    expect(JSON.stringify(logoEntry)).not.toContain('uploads')
  })

  it('invitations: created, sent again, revoked, accepted (with the member it made)', async () => {
    const invite = async (email: string) => {
      const res = await call(server, league.admin, 'POST', `/api/orgs/${league.orgId}/invitations`, {
        email,
        role: 'scorer',
      })
      expect(res.status).toBe(201)
      return res.body.id
    }
    const revokedId = await invite('revoked@example.com')
    expect(await invite('revoked@example.com')).toBe(revokedId)
    const revoke = await call(server, league.admin, 'DELETE', `/api/orgs/${league.orgId}/invitations/${revokedId}`)
    expect(revoke.status).toBeLessThan(300)
    const [revoked, resent, created] = await historyOf('invitation', revokedId)
    expect(created).toMatchObject({ action: 'create', after: { email: 'revoked@example.com', role: 'scorer' } })
    expect(resent).toMatchObject({ action: 'resend', after: { email: 'revoked@example.com' } })
    expect(revoked).toMatchObject({ action: 'revoke', before: { email: 'revoked@example.com' } })
    const entries = JSON.stringify([revoked, resent, created])
    expect(entries).not.toMatch(/token/i)

    const user = await signUp(server)
    const acceptedId = await invite(user.email)
    const token = server.sent.at(-1)?.link?.split('/').pop() ?? ''
    const accepted = await server.request(`/api/invitations/${token}/accept`, { method: 'POST', cookie: user.cookie })
    expect(accepted.status).toBe(200)
    const [accept] = await historyOf('invitation', acceptedId)
    expect(accept).toMatchObject({ action: 'accept', actor: { userId: user.userId }, after: { role: 'scorer' } })
    expect((await historyOf('member', user.userId))[0]).toMatchObject({ action: 'create' })
  })

  it('offers the new kinds on the audit page’s filter', async () => {
    for (const type of ['season', 'location', 'round', 'organization', 'invitation']) {
      const res = await call<AuditPage>(
        server,
        league.admin,
        'GET',
        `/api/orgs/${league.orgId}/audit?entityType=${type}`,
      )
      expect(res.status, type).toBe(200)
    }
  })
})
