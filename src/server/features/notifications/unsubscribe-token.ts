/**
 * The signed one-click unsubscribe link of a notification e-mail (RFC 8058, decision 0047): the token names the person
 * and the categories the e-mail was about, signed with a key derived from the auth secret, so it works without
 * signing in and cannot be made up for someone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '#domain/notifications/notification.schema.ts'

export type UnsubscribeClaim = { userId: string; categories: NotificationCategory[] }

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', `notifications-unsubscribe:${secret}`).update(payload).digest()
}

export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify([claim.userId, claim.categories])).toString('base64url')
  return `${payload}.${signature(secret, payload).toString('base64url')}`
}

/** The claim of a valid token; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, sig, extra] = token.split('.')
  if (!payload || !sig || extra !== undefined || token.length > 2000) return null
  const expected = signature(secret, payload)
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const [userId, categories] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[]
    if (typeof userId !== 'string' || !Array.isArray(categories)) return null
    const known = categories.filter((c): c is NotificationCategory =>
      (NOTIFICATION_CATEGORIES as readonly string[]).includes(c as string),
    )
    return known.length > 0 ? { userId, categories: known } : null
  } catch {
    return null
  }
}
