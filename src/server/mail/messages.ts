/** The texts of the e-mails the server sends, in both languages. */
export type MailLang = 'es' | 'en'

export function langOfUrl(url: string | undefined | null): MailLang {
  return url && /\/en(\/|$|\?)/.test(url) ? 'en' : 'es'
}

const TEXTS = {
  es: {
    reset: { subject: 'Restablecer tu contraseña', body: 'Para elegir una nueva contraseña, abre este enlace' },
    magic: { subject: 'Tu enlace para iniciar sesión', body: 'Para iniciar sesión, abre este enlace' },
    invite: {
      subject: 'Te invitaron a una liga en League Portal',
      body: (org: string, role: string) => `Te invitaron a «${org}» con el rol ${role}. Para unirte, abre este enlace`,
    },
    footer: 'Si no lo pediste, ignora este mensaje. El enlace caduca pronto.',
    roles: { admin: 'administrador', manager: 'gestor', scorer: 'anotador', viewer: 'lector' },
  },
  en: {
    reset: { subject: 'Reset your password', body: 'To choose a new password, open this link' },
    magic: { subject: 'Your sign-in link', body: 'To sign in, open this link' },
    invite: {
      subject: 'You are invited to a league on League Portal',
      body: (org: string, role: string) => `You have been invited to “${org}” as ${role}. To join, open this link`,
    },
    footer: 'If you did not ask for this, ignore this message. The link expires soon.',
    roles: { admin: 'administrator', manager: 'manager', scorer: 'scorer', viewer: 'viewer' },
  },
} as const

function render(body: string, link: string, footer: string) {
  const text = `${body}:\n\n${link}\n\n${footer}\n`
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

export function magicLinkMail(lang: MailLang, link: string) {
  const t = TEXTS[lang]
  return { subject: t.magic.subject, ...render(t.magic.body, link, t.footer) }
}

/**
 * The subject carries no text the sender chose (an organization's name is free text: it could read like an offer or
 * a threat); the body names it, quoted, beside the portal's own words.
 */
export function invitationMail(lang: MailLang, link: string, organizationName: string, role: string) {
  const t = TEXTS[lang]
  const roleName = t.roles[role as keyof typeof t.roles] ?? role
  return {
    subject: t.invite.subject,
    ...render(t.invite.body(organizationName, roleName), link, t.footer),
  }
}
