/**
 * One shirt number per team (decision 0041): after a players import, no two players of one team may wear the same
 * number. A row that would give its player a number another player of one of its teams already wears (a player the
 * file does not change, or an earlier row of the file) becomes an error row naming the team and the other player.
 * Only rows that set a number or join a team are checked, so a league's old clashes do not block an unrelated import.
 */
import { normalizeName } from './import-cells.ts'
import type { CellError } from './plan-common.ts'
import type { ExistingPlayer, PlannedPlayerRow } from './plan-import.ts'
import type { ExistingTeam } from './plan-team-import.ts'

type Holder = { row?: number; name: string }

export function markJerseyClashes({
  rows,
  players,
  teams,
  column,
}: {
  rows: PlannedPlayerRow[]
  players: ExistingPlayer[]
  teams: ExistingTeam[]
  /** the jersey number's header as written */
  column: string
}): PlannedPlayerRow[] {
  const inFile = new Set(rows.flatMap((r) => (r.playerId ? [r.playerId] : [])))
  const teamName = new Map(teams.map((t) => [t.id, t.name]))
  const worn = new Map<string, Holder>()
  const slot = (team: string, number: number) => `${team}#${number}`
  for (const p of players) {
    if (inFile.has(p.id) || p.jerseyNumber === null) continue
    for (const teamId of p.teamIds) worn.set(slot(teamId, p.jerseyNumber), { name: `${p.firstname} ${p.lastname}` })
  }
  const byId = new Map(players.map((p) => [p.id, p]))
  return rows.map((r) => {
    if (r.action === 'error') return r
    const existing = r.playerId ? byId.get(r.playerId) : undefined
    const number = r.values?.jerseyNumber !== undefined ? r.values.jerseyNumber : (existing?.jerseyNumber ?? null)
    if (number === null) return r
    const isTouched = r.values?.jerseyNumber !== undefined || r.joinTeamIds.length > 0 || r.joinNewTeams.length > 0
    const teamsOf = [
      ...new Set([...(existing?.teamIds ?? []), ...r.joinTeamIds]),
      ...r.joinNewTeams.map((name) => `new:${normalizeName(name)}`),
    ]
    const errors: CellError[] = []
    const name = `${r.values?.firstname ?? existing?.firstname ?? ''} ${r.values?.lastname ?? existing?.lastname ?? ''}`
    for (const team of teamsOf) {
      const holder = worn.get(slot(team, number))
      const label = teamName.get(team) ?? r.joinNewTeams.find((n) => `new:${normalizeName(n)}` === team) ?? team
      if (holder && isTouched) {
        errors.push({
          column,
          code: holder.row === undefined ? 'imports.errors.jersey_taken' : 'imports.errors.duplicate_jersey',
          params: { number: String(number), team: label, name: holder.name, row: String(holder.row ?? '') },
        })
      } else if (!holder) worn.set(slot(team, number), { row: r.row, name: name.trim() })
    }
    return errors.length > 0 ? { row: r.row, action: 'error', errors, joinTeamIds: [], joinNewTeams: [] } : r
  })
}
