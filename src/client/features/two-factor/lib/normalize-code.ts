/** A code as typed ("123 456", "123-456", a backup code with spaces): without spaces and dashes inside a TOTP. */
export function normalizeCode(input: string): string {
  return input
    .trim()
    .replace(/[\s]/g, '')
    .replace(/^(\d{3})-(\d{3})$/, '$1$2')
}
