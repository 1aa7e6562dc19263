/** Who may reach league money's routes (decision 0048). */
import type { MiddlewareHandler } from 'hono'
import { handlesMoney, isTeamScoped } from '#domain/organizations/roles.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/http.ts'

/** Admin, manager or treasurer (decision 0048): 403 for the rest. */
export const requireMoneyRole: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!handlesMoney(c.get('org').role)) throw new AppError('FORBIDDEN')
  await next()
}

/** A money role, or a delegate (whose service then keeps it to its own teams). */
export const requireMoneyRoleOrDelegate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { role } = c.get('org')
  if (!handlesMoney(role) && !isTeamScoped(role)) throw new AppError('FORBIDDEN')
  await next()
}
