/** The demo league's admin and organization (see demo-league.ts). */
import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { account, organization, user } from '#server/db/schema.ts'
import { createOrganization } from '#server/features/organizations/organizations.service.ts'

/** The admin to sign in with: the user with `email` when there is one, otherwise a new one with a password. */
export async function ensureDemoAdmin({
  db,
  now,
  email,
  password,
}: {
  db: Db
  now: Date
  email: string
  password: string
}): Promise<string> {
  const [existingUser] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  let userId = existingUser?.id
  if (!userId) {
    const newUserId = randomUUID()
    const hash = await hashPassword(password)
    await db.transaction(async (tx) => {
      await tx.insert(user).values({
        id: newUserId,
        name: 'Demo Admin',
        email,
        emailVerified: true,
        displayName: 'Demo Admin',
        firstname: 'Demo',
        lastname: 'Admin',
        termsAcceptedAt: now,
      })
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: newUserId, providerId: 'credential', userId: newUserId, password: hash })
    })
    userId = newUserId
  }
  return userId
}

/** The demo organization, administered by `adminUserId`, under `slug`; returns its id. */
export async function createDemoOrganization({
  db,
  now,
  adminUserId,
  slug,
}: {
  db: Db
  now: Date
  adminUserId: string
  slug: string
}): Promise<string> {
  const org = await createOrganization({
    db,
    data: { name: 'Liga Demo', leagues: [{ name: 'Liga Demo', country: 'AR' }] },
    adminUserId,
  })
  const organizationId = org.id
  await db
    .update(organization)
    .set({
      slug,
      // a demo runs free even where billing is on: a subscription set by hand, without end
      subscriptionStatus: 'manual',
      subscription: { manual: { status: 'manual', note: 'Demo league', setAt: now.toISOString() } },
    })
    .where(eq(organization.id, organizationId))
  return organizationId
}
