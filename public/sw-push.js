/**
 * Web Push in the service worker (decisions 0017 and 0047), imported by the worker vite-plugin-pwa generates
 * (`workbox.importScripts` in vite.config.ts). The server sends `{ title, body, url }` (server/features/notifications/
 * push.ts); the notification keeps the link in `data`, and a click focuses a tab of the portal on it or opens one.
 */
/* global self, clients */
self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = { body: event.data ? event.data.text() : '' }
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.hostname
  const link = typeof message.url === 'string' ? message.url : typeof message.link === 'string' ? message.link : '/'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const link = new URL(event.notification.data?.link || '/', self.location.origin)
  if (link.origin !== self.location.origin) return
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === link.origin)
      if (open) {
        await open.focus()
        return open.navigate(link.href)
      }
      return clients.openWindow(link.href)
    }),
  )
})
