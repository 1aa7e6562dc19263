/** The small page of the one-click unsubscribe (decision 0047): a GET asks, a POST turns the e-mails off. */
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { user } from '#server/db/schema.ts'
import { fill, messagesOf } from '#server/i18n/server-messages.ts'
import { getNotificationSettings, turnEmailsOff } from './notification-settings.service.ts'
import { readUnsubscribeToken } from './unsubscribe-token.ts'

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function page(lang: string, title: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`
}

export async function unsubscribePage({
  db,
  secret,
  token,
  confirm,
}: {
  db: Db
  secret: string
  token: string
  confirm: boolean
}): Promise<{ html: string; status: 200 | 400 }> {
  const claim = readUnsubscribeToken(secret, token)
  const [person] = claim ? await db.select({ id: user.id }).from(user).where(eq(user.id, claim.userId)) : []
  if (!claim || !person) {
    const t = messagesOf('es').notifications.unsubscribe
    const en = messagesOf('en').notifications.unsubscribe
    return {
      html: page('es', t.title, `<p>${escapeHtml(t.invalid)}</p><p lang="en">${escapeHtml(en.invalid)}</p>`),
      status: 400,
    }
  }
  const { lang } = await getNotificationSettings({ db, userId: claim.userId })
  const t = messagesOf(lang).notifications
  const category = claim.categories.map((c) => t.categories[c]).join(', ')
  if (confirm) {
    await turnEmailsOff(db, claim.userId, claim.categories)
    return {
      html: page(lang, t.unsubscribe.title, `<p>${escapeHtml(fill(t.unsubscribe.done, { category }))}</p>`),
      status: 200,
    }
  }
  const form = `<form method="post" action="/api/notifications/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">${escapeHtml(t.unsubscribe.button)}</button></form>`
  return {
    html: page(lang, t.unsubscribe.title, `<p>${escapeHtml(fill(t.unsubscribe.confirm, { category }))}</p>${form}`),
    status: 200,
  }
}
