/**
 * Who may create another league (decision 0035): an account's first league is instant; a second one needs a verified
 * e-mail address (EMAIL_NOT_VERIFIED), and at most LEAGUES_PER_ACCOUNT_PER_DAY are created a day (LEAGUE_LIMIT).
 * Super admins are exempt. Invitations check the inviter the same way (assertVerifiedSender).
 */
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { member, user } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { hitWindowCounter } from '#server/lib/window-counter.ts'

export const LEAGUES_PER_ACCOUNT_PER_DAY = 3

type Tx = Pick<Db, 'select' | 'insert'>

async function accountOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ emailVerified: user.emailVerified, role: user.role })
    .from(user)
    .where(eq(user.id, userId))
  return row
}

function notVerified(detail: string): AppError {
  return new AppError('EMAIL_NOT_VERIFIED', { detail })
}

/** Refuses the creation of a league by `userId` beyond what the account may (run inside the creation's transaction). */
export async function assertMayCreateLeague(tx: Tx, userId: string, now: Date): Promise<void> {
  const account = await accountOf(tx, userId)
  if (!account || account.role === 'super_admin') return
  if (!account.emailVerified) {
    const [admins] = await tx
      .select({ n: count() })
      .from(member)
      .where(and(eq(member.userId, userId), eq(member.role, 'admin')))
    if ((admins?.n ?? 0) > 0) throw notVerified('Verify your e-mail address to create another league.')
  }
  const created = await hitWindowCounter(tx, {
    key: `league-create:${userId}`,
    windowMs: 86_400_000,
    now: now.getTime(),
  })
  if (created > LEAGUES_PER_ACCOUNT_PER_DAY) {
    throw new AppError('LEAGUE_LIMIT', {
      detail: `An account creates at most ${LEAGUES_PER_ACCOUNT_PER_DAY} leagues a day. Try again tomorrow.`,
    })
  }
}

/** Refuses (EMAIL_NOT_VERIFIED) invitations from an account whose address is not verified (super admins exempt). */
export async function assertVerifiedSender(tx: Tx, userId: string): Promise<void> {
  const account = await accountOf(tx, userId)
  if (account && account.role !== 'super_admin' && !account.emailVerified) {
    throw notVerified('Verify your e-mail address to send invitations.')
  }
}
