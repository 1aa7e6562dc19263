/** One or two letters for an avatar without a picture: "Los Tigres" → "LT". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '') : (words[0]?.slice(0, 2) ?? '')
  return letters.toUpperCase() || '?'
}

/** "Pérez, Ana" order is for lists of people sorted by last name; pages say "Ana Pérez". */
export function fullName(person: { firstname: string; lastname: string }): string {
  return `${person.firstname} ${person.lastname}`.trim()
}
