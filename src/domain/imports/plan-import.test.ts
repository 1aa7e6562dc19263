import { describe, expect, it } from 'vitest'
import type { RawTable } from './import-cells.ts'
import { MissingColumnsError } from './plan-common.ts'
import { type ExistingPlayer, planPlayerImport } from './plan-import.ts'
import { markTakenTeamNames, planTeamImport } from './plan-team-import.ts'

const header = ['Nombre', 'Apellido', 'DNI', 'Fecha de nacimiento', 'Correo', 'Equipo', 'Dorsal', 'Posición']
const table = (rows: (string | null)[][], head = header): RawTable => ({
  header: head,
  rows: rows.map((cells, i) => ({ row: i + 2, cells })),
})

const teams = [
  { id: 't1', version: 1, name: 'Club Atlético Ñuñoa', alias: null },
  { id: 't2', version: 1, name: 'Los Pibes', alias: 'LP' },
]
const existing: ExistingPlayer = {
  id: 'p1',
  version: 3,
  userId: null,
  firstname: 'Ana',
  lastname: 'Gómez',
  birthDate: '2000-01-02',
  email: 'ana@example.com',
  phone: null,
  position: 'gk',
  jerseyNumber: 1,
  dni: '30111222',
  teamIds: ['t1'],
}

describe('planPlayerImport', () => {
  it('lists the missing teams, and with createTeams joins them instead of an error per row', () => {
    const file = table([
      ['Juan', 'Pérez', null, null, null, 'Halcones', null, 'Arquero'],
      ['Luis', 'Sosa', null, null, null, 'halcones; Los Pibes', null, 'Volante'],
    ])
    const refused = planPlayerImport({ country: 'AR', players: [], teams, table: file })
    expect(refused.missingTeams).toEqual(['Halcones'])
    expect(refused.rows.map((r) => r.action)).toEqual(['error', 'error'])
    const plan = planPlayerImport({ country: 'AR', players: [], teams, table: file, createTeams: true })
    expect(plan.rows).toMatchObject([
      { action: 'create', values: { position: 'gk' }, joinTeamIds: [], joinNewTeams: ['Halcones'] },
      { action: 'create', values: { position: 'cm' }, joinTeamIds: ['t2'], joinNewTeams: ['Halcones'] },
    ])
  })

  it('refuses one shirt number twice in a team: against the roster and within the file', () => {
    const plan = planPlayerImport({
      country: 'AR',
      players: [existing],
      teams,
      table: table([
        ['Eva', 'Luna', null, null, null, 'Club Atlético Ñuñoa', '1', null],
        ['Sol', 'Mar', null, null, null, 'Los Pibes', '4', null],
        ['Paz', 'Ríos', null, null, null, 'Los Pibes', '4', null],
        ['Ema', 'Gil', null, null, null, 'Los Pibes', '1', null],
      ]),
    })
    expect(plan.rows.map((r) => r.action)).toEqual(['error', 'create', 'error', 'create'])
    expect(plan.rows[0]?.errors[0]).toMatchObject({
      code: 'imports.errors.jersey_taken',
      params: { number: '1', team: 'Club Atlético Ñuñoa', name: 'Ana Gómez' },
    })
    expect(plan.rows[2]?.errors[0]).toMatchObject({
      code: 'imports.errors.duplicate_jersey',
      params: { number: '4', team: 'Los Pibes', name: 'Sol Mar', row: '3' },
    })
  })

  it('creates, updates and leaves unchanged, by normalized DNI', () => {
    const plan = planPlayerImport({
      country: 'AR',
      players: [existing],
      teams,
      table: table([
        ['Juan', 'Pérez', '40.123.456', '5/3/2001', 'JUAN@example.com', 'club atletico ñuñoa', '9', 'ST'],
        ['Ana', 'Gómez', '30.111.222', '02/01/2000', null, 'Club Atlético Ñuñoa', '1', 'gk'],
        ['Ana', 'Gómez', '30111222', null, null, 'Los Pibes', null, null],
      ]),
    })
    expect(plan.rows[0]).toMatchObject({
      row: 2,
      action: 'create',
      values: {
        firstname: 'Juan',
        lastname: 'Pérez',
        dni: '40123456',
        birthDate: '2001-03-05',
        email: 'juan@example.com',
        jerseyNumber: 9,
        position: 'st',
      },
      joinTeamIds: ['t1'],
    })
    expect(plan.rows[1]).toMatchObject({ row: 3, action: 'unchanged', playerId: 'p1', joinTeamIds: [] })
    // the same DNI again: an error on the later row, whatever else it says
    expect(plan.rows[2]).toMatchObject({
      row: 4,
      action: 'error',
      errors: [{ column: 'DNI', code: 'imports.errors.duplicate_dni', params: { row: '3' } }],
    })
  })

  it('an update carries only what changed, and a blank cell erases nothing', () => {
    const plan = planPlayerImport({
      country: 'AR',
      players: [existing],
      teams,
      table: table([['Ana María', 'Gómez', '30111222', null, null, 'Los Pibes', '12', null]]),
    })
    expect(plan.rows[0]).toMatchObject({
      action: 'update',
      playerId: 'p1',
      version: 3,
      values: { firstname: 'Ana María', jerseyNumber: 12 },
      joinTeamIds: ['t2'],
    })
  })

  it('puts each error on its cell, with the header as written', () => {
    const plan = planPlayerImport({
      country: 'AR',
      players: [],
      teams,
      table: table([['', 'X', '123', '31/02/2001', 'no-mail', 'Los Pives', 'diez', 'aguatero']]),
    })
    expect(plan.rows[0]?.action).toBe('error')
    expect(plan.rows[0]?.errors).toEqual([
      { column: 'Nombre', code: 'validation.required' },
      { column: 'DNI', code: 'validation.dni' },
      { column: 'Fecha de nacimiento', code: 'imports.errors.date_format' },
      { column: 'Correo', code: 'validation.email' },
      { column: 'Dorsal', code: 'validation.integer' },
      { column: 'Posición', code: 'imports.errors.position' },
      {
        column: 'Equipo',
        code: 'imports.errors.team_not_found',
        params: { name: 'Los Pives', closest: 'Los Pibes, Club Atlético Ñuñoa' },
      },
    ])
  })

  it('applies the API rules: the country’s DNI, the birth date range, the jersey range, a linked e-mail', () => {
    const plan = planPlayerImport({
      country: 'ES',
      players: [{ ...existing, dni: '12345678Z', userId: 'u1' }],
      teams,
      table: table([
        ['Luis', 'Sanz', '12345678A', '01/01/1890', null, null, '100', null],
        ['Ana', 'Gómez', '12345678z', null, 'other@example.com', null, null, null],
      ]),
    })
    expect(plan.rows[0]?.errors.map((e) => [e.column, e.code])).toEqual([
      ['DNI', 'validation.dni_es'],
      ['Fecha de nacimiento', 'validation.birth_date'],
      ['Dorsal', 'validation.too_big'],
    ])
    expect(plan.rows[1]?.errors).toEqual([{ column: 'Correo', code: 'validation.email_locked' }])
  })

  it('skips blank rows, keeps spreadsheet row numbers, lists ignored columns', () => {
    const plan = planPlayerImport({
      country: null,
      players: [],
      teams: [],
      table: table(
        [
          [null, null, null],
          ['Eva', 'Ruiz', 'x'],
        ],
        ['First name', 'Last name', 'Notes'],
      ),
    })
    expect(plan.rows).toEqual([expect.objectContaining({ row: 3, action: 'create' })])
    expect(plan.ignoredColumns).toEqual(['Notes'])
  })

  it('refuses a header without the name columns', () => {
    expect(() => planPlayerImport({ country: null, players: [], teams: [], table: table([], ['DNI']) })).toThrow(
      MissingColumnsError,
    )
  })
})

describe('planTeamImport', () => {
  it('matches by name without case and accents, updates the alias, flags a name twice', () => {
    const plan = planTeamImport({
      teams,
      table: table(
        [
          ['CLUB ATLETICO NUNOA', 'CAÑ', '3'],
          ['Los Pibes', '', '0'],
          ['Nuevo FC', 'NFC', ''],
          ['nuevo fc', '', ''],
        ],
        ['Nombre', 'Alias', 'Jugadores'],
      ),
    })
    expect(plan.rows.map((r) => r.action)).toEqual(['update', 'unchanged', 'create', 'error'])
    expect(plan.rows[0]).toMatchObject({ teamId: 't1', values: { alias: 'CAÑ' } })
    expect(plan.rows[3]?.errors).toEqual([
      { column: 'Nombre', code: 'imports.errors.duplicate_team', params: { row: '4' } },
    ])
    expect(plan.ignoredColumns).toEqual(['Jugadores'])
  })
})

describe('markTakenTeamNames', () => {
  it('turns the rows to create whose names a team now has into errors, and leaves the others', () => {
    const plan = planTeamImport({
      table: {
        header: ['nombre'],
        rows: [2, 3, 4].map((row, i) => ({ row, cells: [['Haedo', 'Los Andes', 'Boca'][i] ?? ''] })),
      },
      teams: [{ id: 't1', version: 1, name: 'Boca', alias: null }],
    })
    expect(plan.rows.map((r) => r.action)).toEqual(['create', 'create', 'unchanged'])
    const marked = markTakenTeamNames(plan, [
      { id: 't1', version: 1, name: 'Boca', alias: null },
      { id: 't2', version: 1, name: 'HAÉDO', alias: null },
    ])
    expect(marked.rows.map((r) => r.action)).toEqual(['error', 'create', 'unchanged'])
    expect(marked.rows[0]?.errors).toEqual([
      { column: 'name', code: 'imports.errors.name_taken', params: { name: 'Haedo' } },
    ])
  })
})
