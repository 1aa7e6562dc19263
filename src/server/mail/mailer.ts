/**
 * Outgoing e-mail: SMTP when SMTP_URL is set, else each message is written as an .eml file under DATA_DIR/outbox
 * (nodemailer's stream transport builds the same RFC 822 message SMTP would send) and its link is logged.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  link?: string
  /** extra headers, e.g. RFC 8058 List-Unsubscribe (decision 0047) */
  headers?: Record<string, string>
}
export type Mailer = { send(message: MailMessage): Promise<void> }

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        })
        logger.info({ to: message.to, subject: message.subject }, 'mail sent')
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      })
      await fs.mkdir(outboxDir, { recursive: true })
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_')
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`)
      await fs.writeFile(file, info.message as Buffer)
      logger.info({ to: message.to, subject: message.subject, file, link: message.link }, 'mail written to outbox')
    },
  }
}
