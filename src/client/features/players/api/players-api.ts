import * as z from 'zod/mini'
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import { emailField, nameField, nullableIntegerField, textOrNull } from '#client/lib/league-data/form-schemas.ts'
import type { Page } from '#client/lib/league-data/league-api.ts'
import type { Player } from '#domain/players/player.schema.ts'
import { POSITIONS, type Position } from '#domain/players/positions.ts'
import { isDni, normalizeDni } from '../lib/dni.ts'

export type { Player, Position }

/** `GET players?dni=`: the player with exactly this DNI (separators and case ignored), or null. */
export async function fetchPlayerByDni(organizationId: string, dni: string, signal?: AbortSignal) {
  const page: Page<Player> = await dataOf(
    typedApi.GET('/api/orgs/{orgId}/players', {
      params: { path: { orgId: organizationId }, query: { dni: normalizeDni(dni), limit: 1 } },
      signal,
    }),
  )
  return page.items[0] ?? null
}

export const BIRTH_DATE_MIN = '1900-01-01'

export const PlayerFormSchema = z.object({
  firstname: nameField(),
  lastname: nameField(),
  /** YYYY-MM-DD, '' = none; 'invalid' when the picker holds an impossible date */
  birthDate: z
    .string()
    .check(
      z.refine(
        (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= BIRTH_DATE_MIN && value <= today()),
        'validation.birth_date',
      ),
    ),
  email: emailField(),
  /** '' = none; digits with an optional +, spaces, dots, hyphens and parentheses (PlayerPhoneSchema) */
  phone: z.string().check(
    z.trim(),
    z.maxLength(30, 'validation.too_big'),
    z.refine((value) => value === '' || /^\+?\d[\d\s().-]*$/.test(value), 'validation.phone'),
  ),
  /** '' = none */
  position: z
    .string()
    .check(
      z.refine(
        (value) => value === '' || (POSITIONS as readonly string[]).includes(value),
        'validation.invalid_option',
      ),
    ),
  jerseyNumber: nullableIntegerField(0, 99),
  dni: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isDni(value), 'validation.dni'),
  ),
})
export type PlayerFormValues = z.infer<typeof PlayerFormSchema>

export const PLAYER_FIELDS = [
  'firstname',
  'lastname',
  'birthDate',
  'email',
  'phone',
  'position',
  'jerseyNumber',
  'dni',
] as const

/** Today in the browser's time zone, YYYY-MM-DD. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}

/**
 * A name typed in a search, as a new player's first and last names: the first word, then the rest ("Juan Pablo
 * Pérez" → "Juan", "Pablo Pérez"; the form lets the user move a word). A DNI-looking text is no name.
 */
export function namePartsOf(text: string | null | undefined): { firstname: string; lastname: string } {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0 || /\d/.test(words.join(''))) return { firstname: '', lastname: '' }
  const [first = '', ...rest] = words
  return { firstname: first, lastname: rest.join(' ') }
}

export const emptyPlayerValues = (dni = '', name = ''): PlayerFormValues => ({
  ...namePartsOf(name),
  birthDate: '',
  email: '',
  phone: '',
  position: '',
  jerseyNumber: null,
  dni,
})

export const playerValues = (player: Player): PlayerFormValues => ({
  firstname: player.firstname,
  lastname: player.lastname,
  birthDate: player.birthDate ?? '',
  email: player.email ?? '',
  phone: player.phone ?? '',
  position: player.position ?? '',
  jerseyNumber: player.jerseyNumber,
  dni: player.dni ?? '',
})

/**
 * The body of POST / PATCH. A player linked to a user account keeps their e-mail: it is left out, so a change
 * elsewhere in the form is not refused for it.
 */
export function playerBody(values: PlayerFormValues, { isEmailLocked = false } = {}) {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    birthDate: values.birthDate || null,
    ...(isEmailLocked ? {} : { email: textOrNull(values.email)?.toLowerCase() ?? null }),
    phone: textOrNull(values.phone),
    position: (values.position || null) as Position | null,
    jerseyNumber: values.jerseyNumber,
    dni: textOrNull(values.dni),
  }
}
