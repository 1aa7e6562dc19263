/** The public site's test league: published and private data side by side, for the public-site tests. */
import { createCompetition, createGame, createTeam, expectCall } from './competition.ts'
import { createLeague, imageForm, type League, PNG, uploadTo } from './league.ts'
import { createTestServer } from './server.ts'

export const SLUG = 'liga-publica-test'
export const SECRETS = {
  dni: '30999888',
  playerEmail: 'secreto.jugador@privado.test',
  birthDate: '1991-07-15',
  phone: '+54 11 5555 0199',
  playerPhone: '+54 11 4444 0177',
  cardReason: 'RAZON-TARJETA-PRIVADA',
  suspensionNote: 'NOTA-SUSPENSION-PRIVADA',
  gameSuspendedReason: 'MOTIVO-SUSPENSION-PRIVADO',
  adjustmentReason: 'RAZON-AJUSTE-PRIVADA',
  /** a player under 18 (decision 0045): shown by initials, so the full last name never appears */
  minorLastname: 'Menorvaldez',
}

/** The minor's birth date: 12 years old on any date the tests run. */
export const MINOR_BIRTH_DATE = `${new Date().getUTCFullYear() - 12}-01-15`

/** The ids the tests look up, filled by `seedPublicLeague`. */
const emptyIds = () => ({
  tournament: '',
  draftTournament: '',
  deletedTournament: '',
  played: '',
  scheduled: '',
  hidden: '',
  suspendedGame: '',
  draft: '',
  deletedGame: '',
  teamA: '',
  teamB: '',
  deletedTeam: '',
  outsider: '',
  otherTournament: '',
  otherGame: '',
  otherTeam: '',
  round: '',
  minor: '',
  /** the minor's photo (its full picture and thumbnail paths), never public */
  minorPhoto: [] as string[],
})
export type PublicLeagueIds = ReturnType<typeof emptyIds>

/**
 * A league with its public site on and private data in every private field (SECRETS), published and unpublished
 * games, deleted rows, and another league: what the public-site tests read.
 */
export async function seedPublicLeague(): Promise<{ league: League; other: League; ids: PublicLeagueIds }> {
  const ids = emptyIds()
  const server = await createTestServer()
  const league = await createLeague(server, 'Liga Pública')
  const other = { ...(await createLeague(server, 'Otra Liga')) }
  await server.request('/api/me', { method: 'PATCH', cookie: league.admin.cookie, json: { phone: SECRETS.phone } })
  await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)

  const location = await expectCall(
    league,
    'POST',
    '/locations',
    { name: 'Complejo Norte', address: 'Av. Siempre Viva 742', fields: [{ name: 'Cancha 1' }] },
    201,
  )
  // an 80-minute game: the calendar's events last that long
  const { tournament, teams } = await createCompetition(league, {
    teamCount: 4,
    playersPerTeam: 2,
    settings: { matchMinutes: 80 },
  })
  ids.tournament = tournament.id
  const [a, b, c, d] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0], (typeof teams)[0]]
  ids.teamA = a.id
  ids.teamB = b.id
  const scorer = a.players[0] as { id: string }
  await expectCall(
    league,
    'PATCH',
    `/players/${scorer.id}`,
    {
      version: 2,
      dni: SECRETS.dni,
      email: SECRETS.playerEmail,
      phone: SECRETS.playerPhone,
      birthDate: SECRETS.birthDate,
      jerseyNumber: 9,
      position: 'cb',
    },
    200,
  ).catch(async () => {
    const current = await expectCall(league, 'GET', `/players/${scorer.id}`, undefined, 200)
    await expectCall(
      league,
      'PATCH',
      `/players/${scorer.id}`,
      {
        version: current.version,
        dni: SECRETS.dni,
        email: SECRETS.playerEmail,
        phone: SECRETS.playerPhone,
        birthDate: SECRETS.birthDate,
        jerseyNumber: 9,
        position: 'cb',
      },
      200,
    )
  })
  // a minor on the same team, with a photo, who scores, plays and is booked in the played game
  const minor = a.players[1] as { id: string }
  ids.minor = minor.id
  const minorRow = await expectCall(league, 'GET', `/players/${minor.id}`, undefined, 200)
  await expectCall(
    league,
    'PATCH',
    `/players/${minor.id}`,
    { version: minorRow.version, lastname: SECRETS.minorLastname, birthDate: MINOR_BIRTH_DATE },
    200,
  )
  const photo = await uploadTo(
    server,
    league.admin,
    `/api/orgs/${league.orgId}/players/${minor.id}/photo`,
    imageForm(PNG, 'm.png'),
  )
  if (photo.status !== 200) throw new Error(`minor photo: ${photo.status}`)
  ids.minorPhoto = [photo.body.photoUrl as string, photo.body.photoThumbUrl as string]
  const played = await createGame(league, {
    tournamentId: tournament.id,
    homeTeamId: a.id,
    awayTeamId: b.id,
    playAt: '2026-03-01T18:30:00-03:00',
    locationId: location.id,
    fieldId: (location.fields as { id: string }[])[0]?.id,
  })
  ids.played = played.id
  await expectCall(
    league,
    'PUT',
    `/games/${played.id}/stats`,
    {
      home: {
        goals: [
          { playerId: scorer.id, goals: 2, minutes: [12, 40] },
          { playerId: minor.id, goals: 1, minutes: [70] },
        ],
        unassignedGoals: 0,
      },
      away: { goals: [], unassignedGoals: 0 },
      confirm: true,
    },
    200,
  )
  // who played (decision 0020): published with the game, so its names pass through the scan too
  await expectCall(league, 'PUT', `/games/${played.id}/lineups`, { home: [scorer.id, minor.id], away: [] }, 200)
  await expectCall(
    league,
    'POST',
    `/games/${played.id}/cards`,
    { playerId: minor.id, teamId: a.id, type: 'yellow', minute: 75 },
    201,
  )
  await expectCall(
    league,
    'POST',
    `/games/${played.id}/cards`,
    { playerId: scorer.id, teamId: a.id, type: 'yellow', reason: SECRETS.cardReason, minute: 30 },
    201,
  )
  await expectCall(
    league,
    'POST',
    '/suspensions',
    {
      tournamentId: tournament.id,
      playerId: (b.players[0] as { id: string }).id,
      teamId: b.id,
      gamesCount: 2,
      note: SECRETS.suspensionNote,
    },
    201,
  )
  await expectCall(
    league,
    'POST',
    `/tournaments/${tournament.id}/point-adjustments`,
    { teamId: d.id, points: -1, reason: SECRETS.adjustmentReason },
    201,
  )
  const scheduled = await createGame(league, {
    tournamentId: tournament.id,
    homeTeamId: c.id,
    awayTeamId: d.id,
    playAt: '2030-03-08T20:00:00-03:00',
  })
  ids.scheduled = scheduled.id
  await expectCall(league, 'POST', `/games/${scheduled.id}/publish`, {}, 200)
  const hidden = await createGame(league, {
    tournamentId: tournament.id,
    homeTeamId: a.id,
    awayTeamId: c.id,
    playAt: '2030-03-15T23:30:00-03:00',
    isPlayAtTimeHidden: true,
  })
  ids.hidden = hidden.id
  await expectCall(league, 'POST', `/games/${hidden.id}/publish`, {}, 200)
  const suspendedGame = await createGame(league, {
    tournamentId: tournament.id,
    homeTeamId: b.id,
    awayTeamId: d.id,
    playAt: '2030-03-22T20:00:00-03:00',
  })
  ids.suspendedGame = suspendedGame.id
  await expectCall(league, 'POST', `/games/${suspendedGame.id}/publish`, {}, 200)
  await expectCall(league, 'POST', `/games/${suspendedGame.id}/suspend`, { reason: SECRETS.gameSuspendedReason }, 200)
  const draft = await createGame(league, { tournamentId: tournament.id, homeTeamId: b.id, awayTeamId: c.id })
  ids.draft = draft.id
  const deletedGame = await createGame(league, { tournamentId: tournament.id, homeTeamId: d.id, awayTeamId: a.id })
  await expectCall(league, 'POST', `/games/${deletedGame.id}/publish`, {}, 200)
  await expectCall(league, 'DELETE', `/games/${deletedGame.id}`, undefined, 204)
  ids.deletedGame = deletedGame.id

  const draftTournament = await createCompetition(league, { teamCount: 2 })
  ids.draftTournament = draftTournament.tournament.id
  ids.outsider = (draftTournament.teams[0] as { id: string }).id
  const deletedTeam = await createTeam(league, 'Equipo Borrado')
  ids.deletedTeam = deletedTeam.id
  await expectCall(league, 'DELETE', `/teams/${deletedTeam.id}`, undefined, 204)

  // another league, public too, with published data of its own
  await expectCall(other, 'PATCH', '', { publicSlug: 'otra-liga-test' }, 200)
  const o = await createCompetition(other, { teamCount: 2 })
  ids.otherTournament = o.tournament.id
  ids.otherTeam = (o.teams[0] as { id: string }).id
  const og = await createGame(other, {
    tournamentId: o.tournament.id,
    homeTeamId: (o.teams[0] as { id: string }).id,
    awayTeamId: (o.teams[1] as { id: string }).id,
  })
  await expectCall(other, 'POST', `/games/${og.id}/publish`, {}, 200)
  ids.otherGame = og.id
  return { league, other, ids }
}

/** Every public page, JSON document and feed of the seeded league. */
export function publicPaths(ids: PublicLeagueIds) {
  const pages = ['', `/tournaments/${ids.tournament}`, `/teams/${ids.teamA}`, `/teams/${ids.teamB}`]
  for (const g of [ids.played, ids.scheduled, ids.hidden, ids.suspendedGame]) pages.push(`/games/${g}`)
  const api = `/api/public/${SLUG}`
  return [
    ...['es', 'en'].flatMap((lang) => pages.map((p) => `/${lang}/l/${SLUG}${p}`)),
    api,
    `${api}/tournaments/${ids.tournament}`,
    `${api}/tournaments/${ids.tournament}/standings`,
    `${api}/tournaments/${ids.tournament}/games`,
    `${api}/tournaments/${ids.tournament}/games?team=${ids.teamA}`,
    `${api}/teams/${ids.teamA}`,
    `${api}/teams/${ids.teamB}`,
    ...[ids.played, ids.scheduled, ids.hidden, ids.suspendedGame].map((g) => `${api}/games/${g}`),
    `${api}/tournaments/${ids.tournament}/calendar.ics`,
    `${api}/tournaments/${ids.tournament}/calendar.ics?lang=en`,
    `${api}/teams/${ids.teamA}/calendar.ics`,
    `${api}/sitemap.xml`,
    '/robots.txt',
  ]
}
