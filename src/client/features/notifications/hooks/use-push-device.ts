/**
 * This device's Web Push subscription (decision 0047): whether it is on, and turning it on (ask permission, subscribe
 * with the server's VAPID public key, keep it on the server) or off (unsubscribe, forget it on the server). The
 * service worker that shows the pushes is the PWA's (public/sw-push.js, decision 0017).
 */
import { useCallback, useEffect, useState } from 'react'
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '../api/notifications-api.ts'

export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

/** The VAPID key is URL-safe base64; `applicationServerKey` takes bytes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  return (await registration?.pushManager.getSubscription()) ?? null
}

export function usePushDevice() {
  const [state, setState] = useState<PushState>(() => (supported() ? 'off' : 'unsupported'))
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!supported()) return
    if (Notification.permission === 'denied') {
      setState('denied')
      return
    }
    let live = true
    currentSubscription()
      .then((subscription) => live && setState(subscription ? 'on' : 'off'))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const enable = useCallback(async () => {
    setBusy(true)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off')
        return false
      }
      const registration = await navigator.serviceWorker.ready
      const { publicKey } = await getPushPublicKey()
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      })
      const json = subscription.toJSON()
      await savePushSubscription({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      })
      setState('on')
      return true
    } finally {
      setBusy(false)
    }
  }, [])

  const disable = useCallback(async () => {
    setBusy(true)
    try {
      const subscription = await currentSubscription()
      if (subscription) {
        await deletePushSubscription(subscription.endpoint)
        await subscription.unsubscribe()
      }
      setState('off')
    } finally {
      setBusy(false)
    }
  }, [])

  return { state, busy, enable, disable }
}
