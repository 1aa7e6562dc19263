/** Links the server e-mailed, read from DATA_DIR/outbox (a process without SMTP_URL writes .eml files there). */
import fs from 'node:fs'
import path from 'node:path'
import type { ServerProcess } from './server-process.ts'

/** The .eml files the server wrote to `email` in DATA_DIR/outbox (no SMTP_URL), their text decoded. */
function mailsTo(server: ServerProcess, email: string): { file: string; text: string }[] {
  const outbox = path.join(server.dataDir, 'outbox')
  const safeTo = email.replace(/[^a-zA-Z0-9@._-]/g, '_')
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(`-${safeTo}.eml`))
    .map((file) => ({ file, text: fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '') }))
}

/** The link of the newest mail to `email` whose text holds `pattern` (its first group). */
function linkInMail(server: ServerProcess, email: string, pattern: RegExp, what: string): string {
  for (const mail of mailsTo(server, email).reverse()) {
    const match = pattern.exec(mail.text)?.[1]
    if (match) return match
  }
  throw new Error(`no ${what} mail for ${email} in ${path.join(server.dataDir, 'outbox')}`)
}

/** The invitation link's token. */
export function invitationToken(server: ServerProcess, email: string): string {
  return linkInMail(server, email, /\/invitations\/([A-Za-z0-9_-]{20,})/, 'invitation')
}

/** Opens the verification link the server e-mailed at sign-up (a new account verifies before it invites). */
export async function verifyEmailFromOutbox(server: ServerProcess, email: string) {
  const link = linkInMail(server, email, /(\/api\/auth\/verify-email\?[^\s"<>]+)/, 'verification')
  const res = await fetch(`${server.url}${link.replace(/=3D/g, '=').replace(/&amp;/g, '&')}`, { redirect: 'manual' })
  if (res.status >= 400) throw new Error(`the verification of ${email} answered ${res.status}`)
}
