/**
 * Officials for tests (decision 0050): a league's official, a referee member linked to it, and appointments,
 * written straight to the database so that features built on appointments (the match report) can be tested on
 * their own. The officials feature's own tests go through its endpoints instead.
 */
import { and, eq } from 'drizzle-orm'
import { gameOfficial, member, official } from '#server/db/schema.ts'
import { signUp, type TestServer } from './server.ts'

/** An official of the organization, not linked to any account. */
export async function createOfficial(server: TestServer, orgId: string, name = 'Árbitro Test') {
  const [row] = await server.database.db
    .insert(official)
    .values({ organizationId: orgId, name, searchText: name.toLowerCase() })
    .returning({ id: official.id })
  return row.id
}

/** A signed-up user who is a member with the `referee` role, linked to a new official of the organization. */
export async function addReferee(server: TestServer, orgId: string, name = 'Árbitro Test') {
  const officialId = await createOfficial(server, orgId, name)
  const user = await signUp(server, { displayName: name })
  await server.database.db.insert(member).values({ organizationId: orgId, userId: user.userId, role: 'referee' })
  await server.database.db.update(official).set({ userId: user.userId }).where(eq(official.id, officialId))
  return { ...user, officialId }
}

/** Appoints the official to the game (as its referee unless `role` says otherwise); `status` defaults to accepted. */
export async function appointOfficial(
  server: TestServer,
  options: {
    orgId: string
    gameId: string
    officialId: string
    role?: 'referee' | 'assistant'
    status?: 'pending' | 'accepted' | 'declined'
  },
) {
  const { orgId, gameId, officialId, role = 'referee', status = 'accepted' } = options
  await server.database.db
    .delete(gameOfficial)
    .where(and(eq(gameOfficial.gameId, gameId), eq(gameOfficial.officialId, officialId)))
  await server.database.db.insert(gameOfficial).values({
    organizationId: orgId,
    gameId,
    officialId,
    role,
    status,
    respondedAt: status === 'pending' ? null : new Date(),
  })
}
