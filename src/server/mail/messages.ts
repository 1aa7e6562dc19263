/** The e-mails the server sends; their words are the server catalogue's `mail.*` (src/server/i18n). */
import { fill, intlLocaleOf, messagesOf, type ServerLang, serverLangOf } from '#server/i18n/server-messages.ts'

export type MailLang = 'es' | 'en'

export function langOfUrl(url: string | undefined | null): MailLang {
  return url && /\/en(\/|$|\?)/.test(url) ? 'en' : 'es'
}

/**
 * Text a user chose (a league's or a person's name), for a plain-text part: nothing in it reads as a link a mail
 * program would make clickable (`https://example.com` → `example[.]com`), so the portal's own link is the only one.
 * HTML parts escape it instead (decision 0035).
 */
export function defang(text: string): string {
  return text
    .replace(/\b[a-z][a-z0-9+.-]*:\/*/gi, (scheme) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(scheme) ? '' : scheme))
    .replace(/\b(www|mailto)(\.|:)/gi, '$1[$2]')
    .replace(/([\p{L}\p{N}-])\.(?=[\p{L}]{2,})/gu, '$1[.]')
    .replace(/@(?=[\p{L}\p{N}-]+\[\.\])/gu, '[at]')
}

function render(body: string, link: string, footer: string, textBody = body) {
  const text = `${textBody}:\n\n${link}\n\n${footer}\n`
  const html = `<p>${escapeHtml(body)}:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p style="color:#666">${escapeHtml(footer)}</p>`
  return { text, html, link }
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function resetPasswordMail(lang: ServerLang, link: string) {
  const t = messagesOf(lang).mail
  return { subject: t.reset.subject, ...render(t.reset.body, link, t.footer) }
}

export function verifyEmailMail(lang: ServerLang, link: string) {
  const t = messagesOf(lang).mail
  return { subject: t.verify.subject, ...render(t.verify.body, link, t.footer) }
}

export function magicLinkMail(lang: ServerLang, link: string) {
  const t = messagesOf(lang).mail
  return { subject: t.magic.subject, ...render(t.magic.body, link, t.footer) }
}

export type InvitationMailInput = {
  link: string
  organizationName: string
  role: string
  /** a delegate's teams (decision 0039): the e-mail says which; empty for the other roles */
  teamNames?: readonly string[]
  /** the shown name of the administrator who sent it (null: the portal) */
  inviterName: string | null
  expiresAt: Date
  /** the league's time zone: the expiry is given in it */
  timeZone: string
  /** the league's country: an Argentine league reads its Spanish with vos (decision 0025) */
  country: string | null
}

/**
 * Who invited you, to which league, with which role and until when (decision 0025), in the invitation's language (es-AR
 * with vos in an Argentine league), the expiry in the league's time zone. The subject carries no text the sender
 * chose (an organization's or a person's name is free text: it could read like an offer or a threat); the body names
 * them, quoted, beside the portal's own words.
 */
export function invitationMail(lang: MailLang, input: InvitationMailInput) {
  const variant = serverLangOf(lang, input.country)
  const texts = messagesOf(variant).mail
  const roles: Record<string, string> = texts.roles
  const roleName = roles[input.role] ?? input.role
  const when = new Intl.DateTimeFormat(intlLocaleOf(variant), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timeZone,
  }).format(input.expiresAt)
  const inviter = input.inviterName?.trim() || null
  const teams = input.teamNames ?? []
  // a delegate's teams, quoted (defanged in the text part): "delegate of “Leones”, “Pumas”"
  const roleOf = (name: (team: string) => string) =>
    teams.length === 0
      ? roleName
      : fill(texts.invite.role_of_teams, {
          role: roleName,
          teams: teams.map((team) => fill(texts.invite.team_quote, { name: name(team) })).join(', '),
        })
  const bodyOf = (from: string | null, org: string, role: string) =>
    fill(from ? texts.invite.body_from : texts.invite.body_anonymous, { inviter: from ?? '', org, role })
  const body = bodyOf(
    inviter,
    input.organizationName,
    roleOf((team) => team),
  )
  const textBody = bodyOf(inviter && defang(inviter), defang(input.organizationName), roleOf(defang))
  const footer = `${fill(texts.invite.until, { when })} ${texts.invite.footer}`
  return { subject: texts.invite.subject, ...render(body, input.link, footer, textBody) }
}

/**
 * An official's appointment (decision 0050): the role, the game, when and where, and two links, to accept and to
 * decline it; each opens "My games" (`?game=…&answer=accept|decline`), which records the answer and shows the game.
 * Names are free text: quoted in the body, defanged in the text part, never in the subject.
 */
export function appointmentMail(
  lang: ServerLang,
  input: {
    /** "My games" at this game; the answer is added to it */
    link: string
    organizationName: string
    role: 'referee' | 'assistant'
    game: string
    when: string | null
    venue: string | null
  },
) {
  const texts = messagesOf(lang).mail.appointment
  const bodyOf = (org: string, game: string, venue: string | null) =>
    fill(texts.body, {
      org,
      role: texts.roles[input.role],
      game,
      when: input.when ?? texts.no_date,
      venue: venue ?? texts.no_venue,
    })
  const body = bodyOf(input.organizationName, input.game, input.venue)
  const textBody = bodyOf(defang(input.organizationName), defang(input.game), input.venue && defang(input.venue))
  const answer = (value: 'accept' | 'decline') => `${input.link}${input.link.includes('?') ? '&' : '?'}answer=${value}`
  const actions = [
    { label: texts.accept, link: answer('accept') },
    { label: texts.decline, link: answer('decline') },
  ]
  const text = `${textBody}:\n\n${actions.map((a) => `${a.label}: ${a.link}`).join('\n')}\n\n${texts.footer}\n`
  const html = `<p>${escapeHtml(body)}:</p><p>${actions
    .map((a) => `<a href="${escapeHtml(a.link)}">${escapeHtml(a.label)}</a>`)
    .join(' · ')}</p><p style="color:#666">${escapeHtml(texts.footer)}</p>`
  return { subject: texts.subject, text, html, link: actions[0].link }
}

export type PlayerInvitationMailInput = {
  link: string
  organizationName: string
  playerName: string
  inviterName: string | null
  expiresAt: Date
  timeZone: string
  country: string | null
}

/**
 * The invitation to claim a player record (decision 0045), in the invitation's language (es-AR with vos in an Argentine
 * league); like the member invitation, the subject carries no text the sender chose.
 */
export function playerInvitationMail(lang: MailLang, input: PlayerInvitationMailInput) {
  const variant = serverLangOf(lang, input.country)
  const texts = messagesOf(variant).mail.player_invite
  const when = new Intl.DateTimeFormat(intlLocaleOf(variant), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timeZone,
  }).format(input.expiresAt)
  const inviter = input.inviterName?.trim() || null
  const bodyOf = (from: string | null, org: string, player: string) =>
    fill(from ? texts.body_from : texts.body_anonymous, { inviter: from ?? '', org, player })
  const body = bodyOf(inviter, input.organizationName, input.playerName)
  const textBody = bodyOf(inviter && defang(inviter), defang(input.organizationName), defang(input.playerName))
  const footer = `${fill(texts.until, { when })} ${texts.footer}`
  return { subject: texts.subject, ...render(body, input.link, footer, textBody) }
}
