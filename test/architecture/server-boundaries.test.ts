/**
 * Server feature boundaries (decision 0029): a feature imports another only through its public module
 * (`<feature>.api.ts`), and no two features import each other, directly or around a cycle.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  featureCycles,
  featureGraph,
  featureOf,
  privateImports,
  readFeatureImports,
  specifiersOf,
} from './import-graph.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('server feature boundaries', () => {
  const edges = readFeatureImports(root)

  it('reads the features’ imports', () => {
    // the graph is not empty: the games feature imports the players' public module
    expect(edges).toContainEqual({
      from: 'src/server/features/games/results/cards.ts',
      to: 'src/server/features/players/players.api.ts',
    })
  })

  it('imports another feature only through its public module', () => {
    expect(privateImports(edges)).toEqual([])
  })

  it('has no cycle between features', () => {
    expect(featureCycles(featureGraph(edges))).toEqual([])
  })
})

describe('the boundary rules on a made-up graph', () => {
  const edge = (from: string, to: string) => ({ from: `src/server/features/${from}`, to: `src/server/features/${to}` })

  it('finds an import of another feature’s private file and lets the public module and the own files through', () => {
    const edges = [
      edge('games/a.ts', 'games/b.ts'),
      edge('games/a.ts', 'players/players.api.ts'),
      edge('games/results/c.ts', 'players/roster.ts'),
      { from: 'src/server/app.ts', to: 'src/server/features/games/games.routes.ts' },
    ]
    expect(privateImports(edges)).toEqual([edge('games/results/c.ts', 'players/roster.ts')])
  })

  it('finds a cycle through public modules, and none in a chain', () => {
    const chain = [edge('games/a.ts', 'brackets/brackets.api.ts'), edge('brackets/b.ts', 'standings/standings.api.ts')]
    expect(featureCycles(featureGraph(chain))).toEqual([])
    const cycle = [...chain, edge('standings/s.ts', 'games/games.api.ts')]
    expect(featureCycles(featureGraph(cycle))).toEqual([['brackets', 'standings', 'games', 'brackets']])
  })

  it('reads static, type-only, re-exported and dynamic imports', () => {
    const source = [
      "import { a } from '#server/features/x/x.api.ts'",
      "import type { B } from '../y/y.ts'",
      "export { c } from './c.ts'",
      "const d = await import('#server/features/z/z.ts')",
      "import {\n  e,\n  f,\n} from 'drizzle-orm'",
    ].join('\n')
    expect(specifiersOf(source)).toEqual([
      '#server/features/x/x.api.ts',
      '../y/y.ts',
      './c.ts',
      '#server/features/z/z.ts',
      'drizzle-orm',
    ])
  })

  it('places a file in its feature', () => {
    expect(featureOf('src/server/features/games/results/write-card.ts')).toBe('games')
    expect(featureOf('src/server/app.ts')).toBeNull()
    expect(featureOf('src/server/lib/competition/game-view.ts')).toBeNull()
  })
})
