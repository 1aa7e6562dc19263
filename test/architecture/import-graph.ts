/**
 * The import graph of the server's features, for the boundary test (decision 0029): which file imports which, and
 * the rules a feature's imports follow. Pure functions over the graph, so the rules can be checked on a made-up graph.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** One import of one file: the importing file and the imported one, both relative to the repository's root. */
export type ImportEdge = { from: string; to: string }

const FEATURES = 'src/server/features/'

/** The feature a file belongs to (the folder right under src/server/features), or null outside the features. */
export function featureOf(file: string): string | null {
  if (!file.startsWith(FEATURES)) return null
  const [feature, rest] = file.slice(FEATURES.length).split('/', 2)
  return rest === undefined ? null : (feature ?? null)
}

/** A feature's public module: `<feature>.api.ts` at the feature's root, the only file other features may import. */
export function publicModuleOf(feature: string): string {
  return `${FEATURES}${feature}/${feature}.api.ts`
}

/** The imports that reach into another feature other than through its public module. */
export function privateImports(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => {
    const source = featureOf(from)
    const target = featureOf(to)
    return source !== null && target !== null && source !== target && to !== publicModuleOf(target)
  })
}

/** Feature → the features it imports (any file of it, public or not). */
export function featureGraph(edges: readonly ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    const source = featureOf(from)
    const target = featureOf(to)
    if (source === null || target === null || source === target) continue
    const targets = graph.get(source) ?? new Set<string>()
    targets.add(target)
    graph.set(source, targets)
  }
  return graph
}

/** Every cycle between features, each as the path that closes it (a → b → a), found by a depth-first walk. */
export function featureCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = []
  const seen = new Set<string>()
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node)
    if (at >= 0) {
      cycles.push([...trail.slice(at), node])
      return
    }
    if (seen.has(node)) return
    trail.push(node)
    for (const next of [...(graph.get(node) ?? [])].sort()) walk(next, trail)
    trail.pop()
    seen.add(node)
  }
  for (const node of [...graph.keys()].sort()) walk(node, [])
  return cycles
}

const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g

/** The module specifiers a source text imports or re-exports, static or dynamic, types included. */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => (match[1] ?? match[2]) as string)
}

/** A specifier as a path relative to the root (the `#server/…` alias or a relative path), or null for a package. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('#server/')) return `src/server/${specifier.slice('#server/'.length)}`
  if (specifier.startsWith('#domain/')) return `src/domain/${specifier.slice('#domain/'.length)}`
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from), specifier)
  return null
}

/** The imports of every non-test source file under src/server/features of the repository at `root`. */
export function readFeatureImports(root: string): ImportEdge[] {
  const files = readdirSync(path.join(root, FEATURES), { recursive: true, encoding: 'utf8' })
    .map((file) => `${FEATURES}${file.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  return files.flatMap((from) =>
    specifiersOf(readFileSync(path.join(root, from), 'utf8'))
      .map((specifier) => resolveSpecifier(from, specifier))
      .filter((to): to is string => to !== null)
      .map((to) => ({ from, to })),
  )
}
