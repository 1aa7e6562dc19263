/**
 * The scoped roles besides the delegate (whose block is in tenant-isolation.test.ts): a referee and a treasurer of one
 * league, swept over every endpoint of the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addReferee, appointOfficial } from '#test/officials.ts'
import { addMember, createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
let victim: Awaited<ReturnType<typeof createOrgAdmin>>

beforeAll(async () => {
  server = await createTestServer()
  victim = await createOrgAdmin(server, 'Scoped League')
})
afterAll(() => server.close())

async function snapshot() {
  const get = async (path: string) => (await server.request(path, { cookie: victim.cookie })).json()
  return {
    org: await get(`/api/orgs/${victim.orgId}`),
    members: await get(`/api/orgs/${victim.orgId}/members`),
    invitations: await get(`/api/orgs/${victim.orgId}/invitations`),
  }
}

/**
 * A referee (decisions 0050, 0051) appointed to one game: every write of the OpenAPI document is 403 except their own
 * (their days, their answer, their calendar address, their game's report), and those are 403 too when aimed at another official or a game
 * they are not appointed to; no read shows a player's private data or another official's contacts.
 */
describe('a referee and the rest of the league', () => {
  const SECRET = { dni: '55443322', email: 'private@player.org', birthDate: '1998-08-08', phone: '+54 11 4444-9999' }
  const OFFICIAL_SECRET = { email: 'colleague@referees.org', phone: '+54 11 3333-7777' }
  let referee: Awaited<ReturnType<typeof addReferee>>
  const ids = { player: '', team: '', game: '', otherGame: '', tournament: '', colleague: '' }
  const post = async (path: string, json: unknown) => {
    const res = await server.request(`/api/orgs/${victim.orgId}${path}`, {
      method: 'POST',
      cookie: victim.cookie,
      json,
    })
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { id: string }).id
  }

  beforeAll(async () => {
    ids.team = await post('/teams', { name: 'Local R' })
    const away = await post('/teams', { name: 'Visita R' })
    ids.player = await post('/players', { firstname: 'Privado', lastname: 'Datos', ...SECRET })
    await post(`/teams/${ids.team}/players`, { playerId: ids.player })
    ids.tournament = await post('/tournaments', { name: 'Clausura R' })
    await post(`/tournaments/${ids.tournament}/groups`, { name: 'R', teamIds: [ids.team, away] })
    ids.game = await post('/games', { tournamentId: ids.tournament, homeTeamId: ids.team, awayTeamId: away })
    ids.otherGame = await post('/games', { tournamentId: ids.tournament, homeTeamId: away, awayTeamId: ids.team })
    ids.colleague = await post('/officials', { name: 'Colega', ...OFFICIAL_SECRET })
    referee = await addReferee(server, victim.orgId, 'Árbitro Sweep')
    await appointOfficial(server, { orgId: victim.orgId, gameId: ids.game, officialId: referee.officialId })
  })

  /** The referee's own writes, aimed at what is not theirs: each must be 403 as well. */
  const aimedElsewhere: Record<string, () => { path: string; json?: unknown }> = {
    'PUT /api/orgs/{orgId}/officials/{id}/unavailability': () => ({
      path: `/officials/${ids.colleague}/unavailability`,
      json: [],
    }),
    'POST /api/orgs/{orgId}/games/{id}/officials/respond': () => ({
      path: `/games/${ids.otherGame}/officials/respond`,
      json: { accept: true },
    }),
    'POST /api/orgs/{orgId}/officials/{id}/calendar-token': () => ({
      path: `/officials/${ids.colleague}/calendar-token`,
    }),
    // a card check (decision 0046) at a game they are not appointed to
    'POST /api/orgs/{orgId}/cards/verify': () => ({
      path: '/cards/verify',
      json: { token: 'not.a.card', gameId: ids.otherGame },
    }),
    // the match report's writes (decision 0051), on a game they are not appointed to
    ...Object.fromEntries(
      [
        'PUT /api/orgs/{orgId}/games/{id}/stats',
        'PUT /api/orgs/{orgId}/games/{id}/lineups',
        'POST /api/orgs/{orgId}/games/{id}/cards',
        'DELETE /api/orgs/{orgId}/games/{id}/cards/{cardId}',
        'POST /api/orgs/{orgId}/games/{id}/report/submit',
      ].map((key) => [
        key,
        () => ({
          path: key
            .split(' ')[1]
            .replace('/api/orgs/{orgId}', '')
            .replace('{id}', ids.otherGame)
            .replace('{cardId}', '00000000-0000-4000-8000-000000000000'),
          json: key.startsWith('DELETE') ? undefined : {},
        }),
      ]),
    ),
  }

  it('gets 403 from every write endpoint of the OpenAPI document, its own writes elsewhere too', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const notForbidden: string[] = []
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith('/api/orgs/{orgId}')) continue
      for (const method of Object.keys(operations).filter((m) => m !== 'get')) {
        const key = `${method.toUpperCase()} ${template}`
        const aimed = aimedElsewhere[key]?.()
        const path = aimed
          ? `/api/orgs/${victim.orgId}${aimed.path}`
          : template.replace('{orgId}', victim.orgId).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
        const res = await server.request(path, {
          method: method.toUpperCase(),
          cookie: referee.cookie,
          ...(aimed ? (aimed.json === undefined ? {} : { json: aimed.json }) : method === 'delete' ? {} : { json: {} }),
        })
        const off = key === 'POST /api/orgs/{orgId}/billing/portal' && res.status === 404
        if (res.status !== 403 && !off) notForbidden.push(`${key} → ${res.status}`)
      }
    }
    expect(notForbidden).toEqual([])
    // and their own writes work: the report of their game, their answer
    const submit = await server.request(`/api/orgs/${victim.orgId}/games/${ids.game}/report/submit`, {
      method: 'POST',
      cookie: referee.cookie,
      json: { remarks: 'ok' },
    })
    expect(submit.status).toBe(200)
    const respond = await server.request(`/api/orgs/${victim.orgId}/games/${ids.game}/officials/respond`, {
      method: 'POST',
      cookie: referee.cookie,
      json: { accept: false },
    })
    expect(respond.status).toBe(200)
  })

  /** Every GET of the OpenAPI document as `cookie`, with the sweep's rows for its ids: none may hold `secrets`. */
  const readEverything = async (cookie: string, secrets: string[]) => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const idFor = (collection: string) =>
      ({
        players: ids.player,
        teams: ids.team,
        games: ids.game,
        tournaments: ids.tournament,
        officials: ids.colleague,
      })[collection] ?? '00000000-0000-4000-8000-000000000000'
    let read = 0
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith('/api/orgs/{orgId}') || !('get' in operations) || template.endsWith('/events')) continue
      const path = template
        .replace('{orgId}', victim.orgId)
        .replace(/\/([a-z-]+)\/\{id\}/g, (_, collection: string) => `/${collection}/${idFor(collection)}`)
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
      const res = await server.request(path, { cookie })
      const text = await res.text()
      if (res.status === 200) read++
      for (const secret of secrets) {
        expect(text, template).not.toContain(secret)
      }
    }
    return read
  }

  it('reads no player’s private data and no other official’s contacts anywhere', async () => {
    const read = await readEverything(referee.cookie, [...Object.values(SECRET), ...Object.values(OFFICIAL_SECRET)])
    expect(read).toBeGreaterThan(20)
    const game = await server.request(`/api/orgs/${victim.orgId}/games/${ids.game}`, { cookie: referee.cookie })
    expect(game.status).toBe(200)
  })

  it('shows a treasurer, who has no team, no player’s private data either (decision 0048)', async () => {
    const treasurer = await addMember(server, victim, 'treasurer')
    expect(await readEverything(treasurer.cookie, Object.values(SECRET))).toBeGreaterThan(20)
  })
})

/**
 * A treasurer (decision 0048) does only money: every write of the OpenAPI document outside league money is 403, and
 * its money writes reach the service (a made-up id: 404, never 403).
 */
describe('a treasurer', () => {
  const MONEY_WRITES = new Set([
    'POST /api/orgs/{orgId}/teams/{id}/charges',
    'POST /api/orgs/{orgId}/teams/{id}/payments',
    'POST /api/orgs/{orgId}/payments/{id}/reverse',
    // starting a team's online payment (decision 0053); connecting a provider stays the admin's
    'POST /api/orgs/{orgId}/teams/{id}/online-payments',
    'PUT /api/orgs/{orgId}/tournaments/{id}/fees',
  ])

  it('gets 403 from every write but money’s', async () => {
    const treasurer = await addMember(server, victim, 'treasurer')
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const before = await snapshot()
    const wrong: string[] = []
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith('/api/orgs/{orgId}')) continue
      for (const method of Object.keys(operations).filter((m) => m !== 'get')) {
        const key = `${method.toUpperCase()} ${template}`
        const path = template
          .replace('{orgId}', victim.orgId)
          .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
        const res = await server.request(path, {
          method: method.toUpperCase(),
          cookie: treasurer.cookie,
          ...(method === 'delete' ? {} : { json: {} }),
        })
        const off = key === 'POST /api/orgs/{orgId}/billing/portal' && res.status === 404
        if (MONEY_WRITES.has(key) ? res.status === 403 : res.status !== 403 && !off)
          wrong.push(`${key} → ${res.status}`)
      }
    }
    expect(wrong).toEqual([])
    expect(await snapshot()).toEqual(before)
  })
})
