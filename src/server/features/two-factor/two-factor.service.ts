import QRCode from 'qrcode'

/** What an authenticator app scans: a TOTP key URI, nothing else (decision 0036). */
export const OTPAUTH_URI = /^otpauth:\/\/totp\/[^\s]{1,400}$/

/**
 * The QR code of a TOTP key URI as an SVG data URL, drawn here so the web app carries no QR encoder. Nothing is kept:
 * the URI comes from the client, which just received it from better-auth's /two-factor/enable.
 */
export async function renderTotpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
