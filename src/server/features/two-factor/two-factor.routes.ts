import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { OTPAUTH_URI, renderTotpQrCode } from './two-factor.service.ts'

const QrCodeInputSchema = z.strictObject({ uri: z.string().regex(OTPAUTH_URI, 'validation.invalid_format') })
const QrCodeSchema = z.object({ image: z.string().describe('an SVG data URL') })

/** Two-factor sign-in itself is better-auth's (/api/auth/two-factor/*); this draws its QR code (decision 0036). */
export function createTwoFactorRoutes() {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/me/two-factor/qr-code',
      tags: ['me'],
      summary: 'The QR code of a TOTP key URI (from /api/auth/two-factor/enable), for an authenticator app to scan',
      request: jsonBody(QrCodeInputSchema),
      responses: {
        200: jsonResponse('The QR code', QrCodeSchema),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => c.json({ image: await renderTotpQrCode(c.req.valid('json').uri) }, 200),
  )
}
