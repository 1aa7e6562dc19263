/** The texts of the e-mails the server sends, in both languages. */
export type MailLang = 'es' | 'en'

export function langOfUrl(url: string | undefined | null): MailLang {
  return url && /\/en(\/|$|\?)/.test(url) ? 'en' : 'es'
}

const TEXTS = {
  es: {
    reset: { subject: 'Restablecer tu contraseña', body: 'Para elegir una nueva contraseña, abre este enlace' },
    magic: { subject: 'Tu enlace para iniciar sesión', body: 'Para iniciar sesión, abre este enlace' },
    verify: { subject: 'Confirma tu correo', body: 'Para confirmar tu dirección de correo, abre este enlace' },
    invite: {
      subject: 'Te invitaron a una liga en League Portal',
    },
    footer: 'Si no lo pediste, ignora este mensaje. El enlace caduca pronto.',
    roles: { admin: 'administrador', manager: 'gestor', scorer: 'anotador', delegate: 'delegado', viewer: 'lector' },
    of: (role: string, teams: string) => `${role} de ${teams}`,
    quote: (name: string) => `«${name}»`,
  },
  en: {
    reset: { subject: 'Reset your password', body: 'To choose a new password, open this link' },
    magic: { subject: 'Your sign-in link', body: 'To sign in, open this link' },
    verify: { subject: 'Verify your email address', body: 'To verify your email address, open this link' },
    invite: {
      subject: 'You are invited to a league on League Portal',
    },
    footer: 'If you did not ask for this, ignore this message. The link expires soon.',
    roles: { admin: 'administrator', manager: 'manager', scorer: 'scorer', delegate: 'delegate', viewer: 'viewer' },
    of: (role: string, teams: string) => `${role} of ${teams}`,
    quote: (name: string) => `“${name}”`,
  },
} as const

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

export function resetPasswordMail(lang: MailLang, link: string) {
  const t = TEXTS[lang]
  return { subject: t.reset.subject, ...render(t.reset.body, link, t.footer) }
}

export function verifyEmailMail(lang: MailLang, link: string) {
  const t = TEXTS[lang]
  return { subject: t.verify.subject, ...render(t.verify.body, link, t.footer) }
}

export function magicLinkMail(lang: MailLang, link: string) {
  const t = TEXTS[lang]
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

const INVITE = {
  es: {
    body: (inviter: string | null, org: string, role: string) =>
      `${inviter ? `${inviter} te invitó` : 'Te invitaron'} a la liga «${org}» con el rol de ${role}. Para unirte, abre este enlace`,
    until: (when: string) => `La invitación vale hasta el ${when} (hora de la liga).`,
    footer: 'Si no esperabas esta invitación, ignora este mensaje.',
    locale: 'es-ES',
  },
  'es-AR': {
    body: (inviter: string | null, org: string, role: string) =>
      `${inviter ? `${inviter} te invitó` : 'Te invitaron'} a la liga «${org}» con el rol de ${role}. Para unirte, abrí este enlace`,
    until: (when: string) => `La invitación vale hasta el ${when} (hora de la liga).`,
    footer: 'Si no esperabas esta invitación, ignorá este mensaje.',
    locale: 'es-AR',
  },
  en: {
    body: (inviter: string | null, org: string, role: string) =>
      `${inviter ? `${inviter} has invited you` : 'You have been invited'} to the league “${org}” as ${role}. To join, open this link`,
    until: (when: string) => `The invitation is valid until ${when} (league time).`,
    footer: 'If you did not expect this invitation, ignore this message.',
    locale: 'en-GB',
  },
} as const

/** Argentine leagues say "planillero" for the one who fills in the sheet (decision 0025). */
const ROLES_AR: Record<string, string> = { scorer: 'planillero' }

/**
 * Who invited you, to which league, with which role and until when (decision 0025), in the invitation's language (es-AR
 * with vos in an Argentine league), the expiry in the league's time zone. The subject carries no text the sender
 * chose (an organization's or a person's name is free text: it could read like an offer or a threat); the body names
 * them, quoted, beside the portal's own words.
 */
export function invitationMail(lang: MailLang, input: InvitationMailInput) {
  const variant = lang === 'es' && input.country === 'AR' ? 'es-AR' : lang
  const texts = INVITE[variant]
  const roles = TEXTS[lang].roles
  const roleName =
    (variant === 'es-AR' ? ROLES_AR[input.role] : undefined) ?? roles[input.role as keyof typeof roles] ?? input.role
  const when = new Intl.DateTimeFormat(texts.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timeZone,
  }).format(input.expiresAt)
  const inviter = input.inviterName?.trim() || null
  const teams = input.teamNames ?? []
  const roleOf = (name: (team: string) => string) =>
    teams.length === 0 ? roleName : TEXTS[lang].of(roleName, teams.map((t) => TEXTS[lang].quote(name(t))).join(', '))
  const body = texts.body(
    inviter,
    input.organizationName,
    roleOf((t) => t),
  )
  const textBody = texts.body(inviter && defang(inviter), defang(input.organizationName), roleOf(defang))
  const footer = `${texts.until(when)} ${texts.footer}`
  return { subject: TEXTS[lang].invite.subject, ...render(body, input.link, footer, textBody) }
}
