/**
 * One bracket per name in a tournament (decision 0033): the creating transaction takes the tournament's advisory lock,
 * then looks for a bracket of that name (capitals, accents and spaces not told apart: `normalizeName`), so ten
 * identical concurrent requests make one bracket and nine 409 NAME_TAKEN, on PostgreSQL as on PGlite.
 */
import { and, eq } from 'drizzle-orm'
import { normalizeName } from '#domain/names/name-key.ts'
import type { Db } from '#server/db/client.ts'
import { bracket } from '#server/db/schema.ts'
import { lockForTransaction } from '#server/lib/advisory-lock.ts'
import { AppError } from '#server/lib/app-error.ts'

export async function assertBracketNameFree(tx: Db, organizationId: string, tournamentId: string, name: string) {
  await lockForTransaction(tx, `bracket:${tournamentId}`)
  const rows = await tx
    .select({ name: bracket.name })
    .from(bracket)
    .where(and(eq(bracket.organizationId, organizationId), eq(bracket.tournamentId, tournamentId)))
  const wanted = normalizeName(name)
  if (rows.some((row) => normalizeName(row.name) === wanted)) {
    throw new AppError('NAME_TAKEN', {
      detail: 'Another bracket of this tournament has this name (compared ignoring case, accents and spaces).',
      invalidParams: [{ name: 'name', reason: 'validation.name_taken' }],
    })
  }
}
