/**
 * Web Push (decision 0047): VAPID keys generated on first start and kept in the database like the auth secret
 * (or VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY), and one send per device; a device the push service says is gone
 * (404, 410) loses its subscription.
 */
import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '#server/db/client.ts'
import { appSetting, pushSubscription } from '#server/db/schema.ts'

export type VapidKeys = { publicKey: string; privateKey: string; subject: string }
export type PushMessage = { title: string; body: string; url: string }

export async function vapidKeysOf(
  db: Db,
  options: { publicKey?: string; privateKey?: string; contactEmail: string },
): Promise<VapidKeys> {
  const subject = `mailto:${options.contactEmail}`
  if (options.publicKey && options.privateKey)
    return { publicKey: options.publicKey, privateKey: options.privateKey, subject }
  const generated = webpush.generateVAPIDKeys()
  await db
    .insert(appSetting)
    .values({ key: 'vapid_keys', value: JSON.stringify(generated) })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSetting).where(eq(appSetting.key, 'vapid_keys'))
  if (!row) throw new Error('Could not read the VAPID keys')
  const kept = JSON.parse(row.value) as { publicKey: string; privateKey: string }
  return { ...kept, subject }
}

/** Sends `message` to every device of `userId`; returns how many took it. Other failures throw (the job retries). */
export async function pushToUser(db: Db, vapid: VapidKeys, userId: string, message: PushMessage): Promise<number> {
  const devices = await db.select().from(pushSubscription).where(eq(pushSubscription.userId, userId))
  let delivered = 0
  let failure: unknown = null
  for (const device of devices) {
    // web-push encrypts and signs; the request itself goes through fetch (any push service, and a local fake in tests)
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      { vapidDetails: vapid, TTL: 24 * 3600 },
    )
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(10_000),
      })
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscription).where(eq(pushSubscription.id, device.id))
      } else if (response.ok) delivered += 1
      else failure = new Error(`the push service answered ${response.status}`)
    } catch (error) {
      failure = error
    }
  }
  if (failure && delivered === 0) throw failure
  return delivered
}
