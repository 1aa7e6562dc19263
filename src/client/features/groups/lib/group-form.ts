/** The group form: a name and its teams in fixture order (the order fixtures are generated in). */
import * as z from 'zod/mini'
import { nameField } from '#client/lib/league-data/form-schemas.ts'

export const GROUP_TEAMS_MAX = 128

export const GroupFormSchema = z.object({
  name: nameField(),
  teamIds: z.array(z.string()).check(
    z.maxLength(GROUP_TEAMS_MAX, 'validation.too_big'),
    z.refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate'),
  ),
})
export type GroupFormValues = z.infer<typeof GroupFormSchema>
export const GROUP_FIELDS = ['name', 'teamIds'] as const

/** Moves the team at `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveTeam(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const next = [...ids]
  const target = index + step
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next
  const [moved] = next.splice(index, 1)
  if (moved !== undefined) next.splice(target, 0, moved)
  return next
}

/** Which group (other than `exceptGroupId`) each team is in: a team plays in at most one group of a tournament. */
export function teamGroups(
  groups: readonly { id: string; name: string; teams: readonly { id: string }[] }[],
  exceptGroupId: string | null,
): Map<string, string> {
  const map = new Map<string, string>()
  for (const group of groups) {
    if (group.id === exceptGroupId) continue
    for (const team of group.teams) map.set(team.id, group.name)
  }
  return map
}

/**
 * A default name for the next group, in the naming the tournament already uses: "Zona B" after "Zona A", "Grupo 3"
 * after "Grupo 1" and "Grupo 2"; with no such pattern, the translated prefix and the first free letter ("Group A").
 */
export function nextGroupName(prefix: string, existing: readonly string[]): string {
  const taken = new Set(existing.map((name) => name.trim().toLowerCase()))
  const free = (name: string) => !taken.has(name.toLowerCase())
  // the last group named "<words> <letter or number>" sets the pattern
  for (const name of [...existing].reverse()) {
    const match = /^(.*\S)\s+([A-Za-z]|\d{1,3})$/.exec(name.trim())
    if (!match) continue
    const [, words = '', mark = ''] = match
    if (/^\d+$/.test(mark)) {
      for (let number = Number(mark) + 1; number < 1000; number += 1) {
        if (free(`${words} ${number}`)) return `${words} ${number}`
      }
    } else {
      const isUpper = mark === mark.toUpperCase()
      for (let code = mark.toUpperCase().charCodeAt(0) + 1; code <= 90; code += 1) {
        const letter = String.fromCharCode(code)
        const name = `${words} ${isUpper ? letter : letter.toLowerCase()}`
        if (free(name)) return name
      }
    }
  }
  for (let index = 0; index < 26; index += 1) {
    const name = `${prefix} ${String.fromCharCode(65 + index)}`
    if (free(name)) return name
  }
  return `${prefix} ${existing.length + 1}`
}
