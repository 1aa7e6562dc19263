/**
 * Every CSV export opened with either separator (decision 0035): a Spanish export (`;`) opened by an English
 * spreadsheet (`,`) and the other way round must show no cell that starts like a formula.
 */
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTeam, expectCall } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { readTable } from '../imports/read-table.ts'
import { neutralise, toCsv } from './spreadsheet.ts'

const FORMULA_START = /^[=+\-@\t\r]/
const HOSTILE = [
  ';=1+1',
  ',=HYPERLINK("http://evil.example","x")',
  ';;+cmd',
  ',,-2',
  'Ana,=1+1',
  'Ana;@SUM(A1)',
  'Ana;;=1',
  'a,b;-c',
  '=plain',
  '\t=tab',
]

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, '')

/** The cells that start like a formula when the text is opened with `;` and with `,`. */
function formulaCells(text: string): string[] {
  return [';', ','].flatMap((delimiter) =>
    Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true })
      .data.flat()
      .filter((cell) => FORMULA_START.test(cell)),
  )
}

describe('CSV exports opened with the other separator', () => {
  it('neutralises leading separators and separators inside a cell before a formula character', () => {
    expect(neutralise(';=1+1')).toBe("';'=1+1")
    expect(neutralise(',=HYPERLINK("x")')).toBe('\',\'=HYPERLINK("x")')
    expect(neutralise('Ana,=1+1')).toBe("Ana,'=1+1")
    expect(neutralise('Ana;;=1')).toBe("Ana;;'=1")
    expect(neutralise('Peña; Hijo, -')).toBe('Peña; Hijo, -')
    for (const separator of [';', ','] as const) {
      const text = decode(toCsv({ name: 't', header: ['a', 'b'], rows: HOSTILE.map((cell) => [cell, 'x']) }, separator))
      expect(formulaCells(text)).toEqual([])
      expect(text).toContain(`"';'=1+1"`)
    }
  })

  it('the cells round-trip through the import', async () => {
    for (const separator of [';', ','] as const) {
      // the import trims cells: the ones with a leading tab are left out
      const cells = HOSTILE.filter((cell) => cell === cell.trim())
      const bytes = toCsv({ name: 't', header: ['Nombre', 'b'], rows: cells.map((cell) => [cell, 'x']) }, separator)
      const table = await readTable(bytes)
      expect(table.rows.map((row) => row.cells[0])).toEqual(cells)
    }
  })
})

describe('the league exports', () => {
  let league: League
  beforeAll(async () => {
    league = await createLeague(await createTestServer(), 'Liga Fórmulas')
    await createTeam(league, ',=HYPERLINK("http://evil.example","Ver")')
    await expectCall(league, 'POST', '/players', { firstname: ';=1+1', lastname: 'Ana,@SUM(A1)' }, 201)
    await expectCall(league, 'POST', '/players', { firstname: 'Luis', lastname: ',-2' }, 201)
  })
  afterAll(() => league.server.close())

  it('players.csv and teams.csv in Spanish and English: no cell starts like a formula with either separator', async () => {
    for (const name of ['players', 'teams']) {
      for (const lang of ['es', 'en']) {
        const res = await league.server.request(`/api/orgs/${league.orgId}/${name}.csv?lang=${lang}`, {
          cookie: league.admin.cookie,
        })
        expect(res.status).toBe(200)
        const text = decode(new Uint8Array(await res.arrayBuffer()))
        expect(text).toMatch(/HYPERLINK|SUM/)
        expect(formulaCells(text)).toEqual([])
      }
    }
  })
})
