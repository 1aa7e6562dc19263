import * as z from 'zod/mini'

export const LeagueInputSchema = z.object({
  id: z.optional(z.string()),
  name: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(80, 'validation.too_long')),
  country: z.string().check(z.length(2, 'validation.country')),
})
export type LeagueInput = z.infer<typeof LeagueInputSchema>

/** Body of POST /api/orgs, PATCH /api/orgs/{id} and the super admin's add / edit. */
export const OrganizationInputSchema = z.object({
  // one character is enough for the server; empty says "required" like every other field (decision 0025)
  name: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(80, 'validation.too_long')),
  leagues: z.array(LeagueInputSchema).check(z.minLength(1, 'validation.league_required')),
  /** IANA name (the league page only; the server defaults it from the first league's country) */
  timeZone: z.optional(z.string()),
  /** ISO 4217, '' for "by the first league's country" (the league page only; sent only when changed: decision 0048) */
  currency: z.optional(z.string()),
})
export type OrganizationInput = z.infer<typeof OrganizationInputSchema>

/** What the API expects: the whole list of leagues as `{name, country}` (it replaces the stored list). */
export function toOrganizationBody(input: OrganizationInput) {
  return {
    name: input.name.trim(),
    leagues: input.leagues.map(({ name, country }) => ({ name: name.trim(), country: country.toUpperCase() })),
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  }
}
