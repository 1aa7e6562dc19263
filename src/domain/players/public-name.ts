/**
 * How a player is named on public surfaces (decision 0045). A player chooses `full` or `initials` (staff may choose for
 * them); without a choice, a player under 18 on the league's date is shown by initials and everyone else in full. A
 * minor's photo is never public, whatever the choice. Pure: the caller passes the league's date.
 */
export const PUBLIC_NAMES = ['full', 'initials'] as const
export type PublicNameChoice = (typeof PUBLIC_NAMES)[number]

export const ADULT_AGE = 18

/** Whether someone born on `birthDate` (YYYY-MM-DD) is under 18 on `today` (YYYY-MM-DD); unknown: not a minor. */
export function isMinorOn(birthDate: string | null, today: string): boolean {
  if (!birthDate) return false
  const year = Number(birthDate.slice(0, 4)) + ADULT_AGE
  // the 18th birthday; one born on 29 February comes of age on 1 March of a common year (compared as text)
  const birthday = `${String(year).padStart(4, '0')}${birthDate.slice(4)}`
  return today < birthday
}

/** The initial of each word of a name, with a dot: "de la Fuente" → "d. l. F.". */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0] ?? ''}.`)
    .join(' ')
}

export type PublicNameInput = {
  firstname: string
  lastname: string
  birthDate: string | null
  publicName: string | null
}

/** The names and the photo's visibility a public surface uses for this player on `today`. */
export function publicNameOf(
  p: PublicNameInput,
  today: string,
): { firstname: string; lastname: string; name: string; isPhotoPublic: boolean } {
  const isMinor = isMinorOn(p.birthDate, today)
  const choice: PublicNameChoice =
    p.publicName === 'full' || p.publicName === 'initials' ? p.publicName : isMinor ? 'initials' : 'full'
  const lastname = choice === 'initials' ? initialsOf(p.lastname) : p.lastname
  return { firstname: p.firstname, lastname, name: `${p.firstname} ${lastname}`.trim(), isPhotoPublic: !isMinor }
}
