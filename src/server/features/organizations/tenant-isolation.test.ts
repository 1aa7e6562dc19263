/**
 * Every organization endpoint, called by an admin of ANOTHER organization: 404, and nothing changed.
 * Later features add their endpoints to ORG_ENDPOINTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
let victim: Awaited<ReturnType<typeof createOrgAdmin>>
let victimMember: Awaited<ReturnType<typeof addMember>>
let invitationId: string
let intruder: Awaited<ReturnType<typeof createOrgAdmin>>

beforeAll(async () => {
  server = await createTestServer()
  victim = await createOrgAdmin(server, 'Victim League')
  victimMember = await addMember(server, victim, 'viewer')
  const inv = await server.request(`/api/orgs/${victim.orgId}/invitations`, {
    method: 'POST',
    cookie: victim.cookie,
    json: { email: 'pending@example.com', role: 'manager' },
  })
  invitationId = ((await inv.json()) as { id: string }).id
  intruder = await createOrgAdmin(server, 'Intruder League')
})
afterAll(() => server.close())

function png() {
  const form = new FormData()
  form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'a.png'))
  return form
}

const ORG_ENDPOINTS: [string, (o: string) => string, () => unknown][] = [
  ['GET', (o) => `/api/orgs/${o}`, () => undefined],
  ['PATCH', (o) => `/api/orgs/${o}`, () => ({ name: 'Pwned' })],
  ['POST', (o) => `/api/orgs/${o}/logo`, png],
  ['GET', (o) => `/api/orgs/${o}/members`, () => undefined],
  ['GET', (o) => `/api/orgs/${o}/audit`, () => undefined],
  ['PATCH', (o) => `/api/orgs/${o}/members/${victimMember.userId}`, () => ({ role: 'admin' })],
  ['DELETE', (o) => `/api/orgs/${o}/members/${victimMember.userId}`, () => undefined],
  ['GET', (o) => `/api/orgs/${o}/invitations`, () => undefined],
  ['POST', (o) => `/api/orgs/${o}/invitations`, () => ({ email: 'spy@example.com', role: 'admin' })],
  ['DELETE', (o) => `/api/orgs/${o}/invitations/${invitationId}`, () => undefined],
  ['GET', (o) => `/api/orgs/${o}/events`, () => undefined],
  ['GET', (o) => `/api/orgs/${o}/roster-requests`, () => undefined],
]

async function snapshot() {
  const get = async (path: string) => (await server.request(path, { cookie: victim.cookie })).json()
  return {
    org: await get(`/api/orgs/${victim.orgId}`),
    members: await get(`/api/orgs/${victim.orgId}/members`),
    invitations: await get(`/api/orgs/${victim.orgId}/invitations`),
  }
}

describe('tenant isolation', () => {
  it.each(ORG_ENDPOINTS)(
    '%s %s is 404 for another organization’s admin and changes nothing',
    async (method, path, body) => {
      const before = await snapshot()
      const payload = body()
      const res = await server.request(path(victim.orgId), {
        method,
        cookie: intruder.cookie,
        ...(payload instanceof FormData ? { body: payload } : { json: payload }),
      })
      expect(res.status).toBe(404)
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND')
      expect(await snapshot()).toEqual(before)
    },
  )

  it('covers every organization endpoint of the OpenAPI document: a non-member always gets 404', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const orgPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/orgs/{orgId}'))
    expect(orgPaths.length).toBeGreaterThan(8)
    const before = await snapshot()
    const checked: string[] = []
    for (const [template, operations] of orgPaths) {
      const path = template
        .replace('{orgId}', victim.orgId)
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
      for (const method of Object.keys(operations)) {
        const res = await server.request(path, {
          method: method.toUpperCase(),
          cookie: intruder.cookie,
          ...(method === 'get' || method === 'delete' ? {} : { json: {} }),
        })
        checked.push(`${method.toUpperCase()} ${template} → ${res.status}`)
        expect(res.status, `${method.toUpperCase()} ${template}`).toBe(404)
      }
    }
    expect(await snapshot()).toEqual(before)
    expect(checked.length).toBeGreaterThanOrEqual(orgPaths.length)
  })

  it('answers 404, not 400 or 500, to a malformed organization id', async () => {
    const res = await server.request('/api/orgs/not-a-uuid/members', { cookie: intruder.cookie })
    expect(res.status).toBe(404)
  })

  it('does not revoke another organization’s invitation through one’s own organization', async () => {
    const res = await server.request(`/api/orgs/${intruder.orgId}/invitations/${invitationId}`, {
      method: 'DELETE',
      cookie: intruder.cookie,
    })
    expect(res.status).toBe(404)
    const list = (await (
      await server.request(`/api/orgs/${victim.orgId}/invitations`, { cookie: victim.cookie })
    ).json()) as {
      items: { id: string; status: string }[]
    }
    expect(list.items.find((i) => i.id === invitationId)?.status).toBe('pending')
  })

  it('does not change another organization’s member through one’s own organization', async () => {
    const res = await server.request(`/api/orgs/${intruder.orgId}/members/${victimMember.userId}`, {
      method: 'PATCH',
      cookie: intruder.cookie,
      json: { role: 'admin' },
    })
    expect(res.status).toBe(404)
  })
})

/**
 * A delegate (decision 0039) of one team, with a second team of the same league as the "other tenant": every write of
 * the OpenAPI document is 403, the delegate's own writes too when aimed at the other team, and no read shows the other
 * team's players' private data.
 */
describe('a delegate and the other team of the same league', () => {
  const SECRET = { dni: '99887766', email: 'secret@other.org', birthDate: '1999-09-09' }
  let delegate: Awaited<ReturnType<typeof addMember>>
  const ids = { ownTeam: '', otherTeam: '', otherPlayer: '', loosePlayer: '', game: '', tournament: '' }
  const post = async (path: string, json: unknown) => {
    const res = await server.request(`/api/orgs/${victim.orgId}${path}`, {
      method: 'POST',
      cookie: victim.cookie,
      json,
    })
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { id: string }).id
  }
  const otherSide = async () => {
    const get = async (path: string) =>
      (await server.request(`/api/orgs/${victim.orgId}${path}`, { cookie: victim.cookie })).json()
    return {
      player: await get(`/players/${ids.otherPlayer}`),
      roster: await get(`/teams/${ids.otherTeam}/players`),
      lineups: await get(`/games/${ids.game}/lineups`),
      members: await get('/members'),
    }
  }

  beforeAll(async () => {
    ids.ownTeam = await post('/teams', { name: 'Propio' })
    ids.otherTeam = await post('/teams', { name: 'Otro' })
    const thirdTeam = await post('/teams', { name: 'Tercero' })
    ids.otherPlayer = await post('/players', { firstname: 'Ajeno', lastname: 'Secreto', ...SECRET })
    ids.loosePlayer = await post('/players', { firstname: 'Suelto', lastname: 'Libre' })
    await post(`/teams/${ids.otherTeam}/players`, { playerId: ids.otherPlayer })
    ids.tournament = await post('/tournaments', { name: 'Apertura' })
    await post(`/tournaments/${ids.tournament}/groups`, { name: 'A', teamIds: [ids.ownTeam, ids.otherTeam, thirdTeam] })
    ids.game = await post('/games', { tournamentId: ids.tournament, homeTeamId: ids.otherTeam, awayTeamId: thirdTeam })
    delegate = await addMember(server, victim, 'delegate', [ids.ownTeam])
  })

  /** The delegate's own writes, aimed at the other team: each must be 403 as well. */
  const aimedAtOtherTeam: Record<string, () => Promise<{ path: string; json?: unknown }>> = {
    'POST /api/orgs/{orgId}/players': async () => ({
      path: '/players',
      json: { firstname: 'A', lastname: 'B', teamId: ids.otherTeam },
    }),
    'PATCH /api/orgs/{orgId}/players/{id}': async () => ({
      path: `/players/${ids.otherPlayer}`,
      json: { version: 1, firstname: 'Hacked' },
    }),
    'POST /api/orgs/{orgId}/teams/{id}/players': async () => ({
      path: `/teams/${ids.otherTeam}/players`,
      json: { playerId: ids.loosePlayer },
    }),
    'DELETE /api/orgs/{orgId}/teams/{id}/players/{playerId}': async () => ({
      path: `/teams/${ids.otherTeam}/players/${ids.otherPlayer}`,
    }),
    // a delegate checks cards only at their own teams' games (decision 0046)
    'POST /api/orgs/{orgId}/cards/verify': async () => ({
      path: '/cards/verify',
      json: { token: 'not.a.card', gameId: ids.game },
    }),
    'POST /api/orgs/{orgId}/players/{id}/invite': async () => ({
      path: `/players/${ids.otherPlayer}/invite`,
      json: { email: 'claim@example.com' },
    }),
    'PUT /api/orgs/{orgId}/games/{id}/lineups': async () => ({
      path: `/games/${ids.game}/lineups`,
      json: { home: [] },
    }),
    // the match report (decision 0051): a delegate answers only for their own team's side
    'POST /api/orgs/{orgId}/games/{id}/report/confirm': async () => ({
      path: `/games/${ids.game}/report/confirm`,
      json: {},
    }),
    // online payment (decision 0053): a delegate pays its own teams' balance only
    'POST /api/orgs/{orgId}/teams/{id}/online-payments': async () => ({
      path: `/teams/${ids.otherTeam}/online-payments`,
      json: { provider: 'mercadopago' },
    }),
    'POST /api/orgs/{orgId}/games/{id}/report/dispute': async () => ({
      path: `/games/${ids.game}/report/dispute`,
      json: { reason: 'no' },
    }),
  }

  it('gets 403 from every write endpoint of the OpenAPI document, its own writes on the other team too', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const before = await otherSide()
    const checked: string[] = []
    const notForbidden: string[] = []
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith('/api/orgs/{orgId}')) continue
      for (const method of Object.keys(operations).filter((m) => m !== 'get')) {
        const key = `${method.toUpperCase()} ${template}`
        const aimed = await aimedAtOtherTeam[key]?.()
        const path = aimed
          ? `/api/orgs/${victim.orgId}${aimed.path}`
          : template.replace('{orgId}', victim.orgId).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
        const res = await server.request(path, {
          method: method.toUpperCase(),
          cookie: delegate.cookie,
          ...(aimed ? (aimed.json === undefined ? {} : { json: aimed.json }) : method === 'delete' ? {} : { json: {} }),
        })
        checked.push(key)
        // billing is off in tests (no STRIPE_* keys): its portal is not found for anyone
        const off = key === 'POST /api/orgs/{orgId}/billing/portal' && res.status === 404
        if (res.status !== 403 && !off) notForbidden.push(`${key} → ${res.status}`)
      }
    }
    expect(notForbidden).toEqual([])
    expect(checked).toEqual(expect.arrayContaining(Object.keys(aimedAtOtherTeam)))
    expect(await otherSide()).toEqual(before)
  })

  it('reads no private data of the other team’s players anywhere', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const idFor = (collection: string) =>
      ({ players: ids.otherPlayer, teams: ids.otherTeam, games: ids.game, tournaments: ids.tournament })[collection] ??
      '00000000-0000-4000-8000-000000000000'
    let read = 0
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith('/api/orgs/{orgId}') || !('get' in operations) || template.endsWith('/events')) continue
      const path = template
        .replace('{orgId}', victim.orgId)
        .replace(/\/([a-z-]+)\/\{id\}/g, (_, collection: string) => `/${collection}/${idFor(collection)}`)
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
      const res = await server.request(path, { cookie: delegate.cookie })
      const text = await res.text()
      if (res.status === 200) read++
      for (const secret of Object.values(SECRET)) expect(text, template).not.toContain(secret)
    }
    expect(read).toBeGreaterThan(20)
    const mine = await server.request(`/api/orgs/${victim.orgId}/players/${ids.otherPlayer}`, { cookie: victim.cookie })
    expect(await mine.text()).toContain(SECRET.dni)
  })
})
