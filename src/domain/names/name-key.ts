/**
 * When two names of one league are "the same" (decision 0026): teams, seasons, venues and tournaments (within a season) may
 * not share a name compared ignoring case, accents and repeated spaces. `normalizeName` is that comparison's key;
 * the database computes the same key in a generated column (`name_key`, NAME_KEY_SQL) whose partial unique index
 * (rows not deleted) is what refuses a clash, also between two concurrent writes.
 *
 * The SQL can use neither `unaccent` (not in PGlite) nor `lower()` (PGlite's C locale lowers ASCII only), so it
 * spells the mapping out: `translate()` from every Latin letter with a diacritic (U+00C0–U+024F) and A–Z to its
 * lower-case base letter, a no-break space to a space, then spaces collapsed and trimmed. For those letters the two
 * keys agree (tested letter by letter, and on both databases); letters of other scripts are compared as typed.
 */

/** Lower case, accents removed (Á → a, ñ → n, Ç → c), runs of spaces as one, trimmed. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** `translate(name, from, to)`: the characters the SQL key maps, and what to. */
export const NAME_KEY_TRANSLATION: { from: string; to: string } = (() => {
  let from = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ\u00a0'
  let to = 'abcdefghijklmnopqrstuvwxyz '
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCodePoint(code)
    const base = normalizeName(letter)
    if (base.length === 1 && base >= 'a' && base <= 'z' && base !== letter) {
      from += letter
      to += base
    }
  }
  return { from, to }
})()

/** The generated column's expression over the column `name` (SQL text, no user input in it). */
export const NAME_KEY_SQL = `btrim(regexp_replace(translate(name, '${NAME_KEY_TRANSLATION.from}', '${NAME_KEY_TRANSLATION.to}'), '[[:space:]]+', ' ', 'g'))`

/**
 * The name to give a duplicate: "Name (2)", "Name (3)"… the first whose key is not in `takenKeys` (what the
 * one-time migration did to existing duplicates; imports use it to propose a name).
 */
export function deduplicatedName(name: string, takenKeys: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const candidate = `${name} (${n})`
    if (!takenKeys.has(normalizeName(candidate))) return candidate
  }
}
