/**
 * The `notification.digest` job (decision 0047): what waits for one person on one channel goes out as ONE message per
 * league when the window closes ("3 games of Fecha 5 moved"), then is marked sent. Each e-mail has a text and an HTML
 * part, a link to the page, and RFC 8058 one-click unsubscribe headers.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { NotificationCategory } from '#domain/notifications/notification.schema.ts'
import type { Db } from '#server/db/client.ts'
import { notification, user } from '#server/db/schema.ts'
import { fill, messagesOf, plural, type ServerLang } from '#server/i18n/server-messages.ts'
import type { JobContext, JobRow } from '#server/lib/jobs/job-queue.ts'
import { uploadUrlOf } from '#server/lib/upload-url.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { defang } from '#server/mail/messages.ts'
import { organizationFacts } from './fan-out.ts'
import { pushToUser, type VapidKeys } from './push.ts'
import { signUnsubscribeToken } from './unsubscribe-token.ts'

export type DigestDeps = { mailer: Mailer; baseURL: string; secret: string; vapid: VapidKeys | null }

type Row = typeof notification.$inferSelect
type Data = { title?: string; lang?: ServerLang; group?: string | null; groupLabel?: string | null }

const dataOf = (row: Row) => row.data as Data

/** "3 games of Fecha 5 moved" when every item is of one group, else "5 updates from Liga Sur"; one item: its title. */
export function digestSubject(rows: readonly Row[], lang: ServerLang, leagueName: string): string {
  const first = rows[0]
  if (!first) return ''
  if (rows.length === 1) return dataOf(first).title ?? ''
  const t = messagesOf(lang).notifications.digest as Record<string, string>
  const group = dataOf(first).group
  if (group && rows.every((row) => dataOf(row).group === group)) {
    const key = group.split(':')[0] as string
    return plural(lang, t, key, rows.length).replace('{{round}}', dataOf(first).groupLabel ?? '')
  }
  return plural(lang, t, 'many', rows.length).replace('{{league}}', leagueName)
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function linkOf(baseURL: string, lang: ServerLang, path: string) {
  return `${baseURL}/${lang === 'en' ? 'en' : 'es'}${path}`
}

async function sendMail(
  deps: DigestDeps,
  db: Db,
  userId: string,
  rows: Row[],
  league: { name: string; logoPath: string | null },
) {
  const leagueName = league.name
  const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  if (!person) return
  const lang = dataOf(rows[0] as Row).lang ?? 'es'
  const t = messagesOf(lang).notifications
  const categories = [...new Set(rows.map((row) => row.category as NotificationCategory))]
  const token = signUnsubscribeToken(deps.secret, { userId, categories })
  const unsubscribe = `${deps.baseURL}/api/notifications/unsubscribe?token=${token}`
  const subject = `${leagueName}: ${digestSubject(rows, lang, leagueName)}`
  const items = rows.map((row) => ({ title: dataOf(row).title ?? '', link: linkOf(deps.baseURL, lang, row.path) }))
  const footer = fill(t.footer, { league: defang(leagueName), link: unsubscribe })
  const text = `${defang(leagueName)}\n\n${items.map((i) => `- ${defang(i.title)}\n  ${i.link}`).join('\n')}\n\n${footer}\n`
  // the league's crest beside its name, from the portal's own address (a mail program may load it or not)
  const crest = league.logoPath
    ? `<img src="${escapeHtml(`${deps.baseURL}${uploadUrlOf(league.logoPath)}`)}" alt="" width="40" height="40" style="vertical-align:middle;border-radius:8px;margin-right:8px">`
    : ''
  const html = `<h2>${crest}${escapeHtml(leagueName)}</h2><ul>${items
    .map((i) => `<li>${escapeHtml(i.title)} — <a href="${escapeHtml(i.link)}">${escapeHtml(t.open)}</a></li>`)
    .join(
      '',
    )}</ul><p style="color:#666">${escapeHtml(fill(t.footer, { league: leagueName, link: '' }))}<a href="${escapeHtml(unsubscribe)}">${escapeHtml(t.unsubscribe.button)}</a></p>`
  await deps.mailer.send({
    to: person.email,
    subject,
    text,
    html,
    link: items[0]?.link,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}

export async function sendDigest(job: JobRow, { db }: JobContext, deps: DigestDeps): Promise<void> {
  const { userId, channel } = job.payload as { userId: string; channel: 'email' | 'push' }
  const waiting = await db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.channel, channel), isNull(notification.sentAt)))
    .orderBy(asc(notification.createdAt), asc(notification.id))
  const byOrganization = new Map<string, Row[]>()
  for (const row of waiting)
    byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row])
  for (const [organizationId, rows] of byOrganization) {
    const org = await organizationFacts(db, organizationId)
    if (channel === 'email') await sendMail(deps, db, userId, rows, org)
    else if (deps.vapid) {
      const lang = dataOf(rows[0] as Row).lang ?? 'es'
      await pushToUser(db, deps.vapid, userId, {
        title: org.name,
        body: rows.length === 1 ? (dataOf(rows[0] as Row).title ?? '') : digestSubject(rows, lang, org.name),
        url: linkOf('', lang, rows.length === 1 ? (rows[0] as Row).path : '/dashboard'),
      })
    }
    await db
      .update(notification)
      .set({ sentAt: new Date() })
      .where(
        inArray(
          notification.id,
          rows.map((row) => row.id),
        ),
      )
  }
}
