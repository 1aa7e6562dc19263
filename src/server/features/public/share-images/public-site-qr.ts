/**
 * The QR code of a league's public address, for the admin's /league page (print it for the field): SVG or PNG drawn
 * on the server with the qrcode package, so the admin bundle carries no QR encoder.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { Db } from '#server/db/client.ts'
import { league, organization } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { langOfCountry } from './share-text.ts'

/** The public address of the organization's league (`{base}/{lang}/l/{slug}`), or NOT_FOUND while it is off. */
export async function getPublicSiteAddress({
  db,
  organizationId,
  baseURL,
}: {
  db: Db
  organizationId: string
  baseURL: string
}): Promise<{ url: string; slug: string }> {
  const [row] = await db
    .select({
      slug: organization.publicSlug,
      country: sql<string | null>`(select l.country from ${league} l where l.organization_id = ${organization.id}
        order by l.position asc, l.created_at asc limit 1)`,
    })
    .from(organization)
    .where(and(eq(organization.id, organizationId), isNull(organization.deletedAt)))
  if (!row?.slug) throw new AppError('NOT_FOUND')
  const lang = langOfCountry(row.country ?? undefined)
  return { url: `${baseURL.replace(/\/$/, '')}/${lang}/l/${row.slug}`, slug: row.slug }
}

export function drawQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
}

export function drawQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', margin: 2, width: 1024, errorCorrectionLevel: 'M' })
}
