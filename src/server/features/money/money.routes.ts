/**
 * League money's routes (decision 0048). Mounted after organizations' routes (requireOrg). Admins, managers and
 * treasurers read and write every team's money; a delegate reads its own teams' accounts, statements and receipts
 * (decision 0039); every other member gets 403.
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  ManualChargeInputSchema,
  MoneySummarySchema,
  PaymentInputSchema,
  ReversePaymentInputSchema,
  TeamAccountSchema,
} from '#domain/money/money.schema.ts'
import type { Db } from '#server/db/client.ts'
import { organizationLang } from '#server/i18n/organization-lang.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import type { RenderPool } from '#server/lib/render-pool.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { addManualCharge, getTeamAccount, recordPayment, reversePayment } from './ledger.service.ts'
import { receiptView, statementView } from './money-documents.service.ts'
import { createFeesRoutes } from './money-fees.routes.ts'
import { requireMoneyRole, requireMoneyRoleOrDelegate } from './money-guards.ts'
import { getMoneySummary } from './summary.service.ts'

const LangQuerySchema = z.object({ lang: z.enum(['es', 'en']).optional() })
const CreatedSchema = z.object({ id: z.string() })
const PaymentCreatedSchema = CreatedSchema.extend({ receiptNumber: z.number().int() })
const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
})

function pdf(bytes: Uint8Array, filename: string) {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}

const readErrors = { 403: errorResponses[403], 404: errorResponses[404] }
const writeErrors = { 400: errorResponses[400], ...readErrors }

export function createMoneyRoutes({ db, live, renders }: { db: Db; live: LiveHub; renders: RenderPool }) {
  return createRouter()
    .route('/', createFeesRoutes({ db, live }))
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/money',
        tags: ['money'],
        summary: 'Every team’s balance (the most owed first) and what was collected this month and year, by method',
        middleware: [requireMoneyRole] as const,
        request: { params: EntityParamsSchema.pick({ orgId: true }) },
        responses: { 200: jsonResponse('The summary', MoneySummarySchema), ...readErrors },
      }),
      async (c) => c.json(await getMoneySummary(db, c.get('org').id), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/teams/{id}/account',
        tags: ['money'],
        summary: 'A team’s account: its balance and its ledger, newest first (a delegate: its own teams only)',
        middleware: [requireMoneyRoleOrDelegate] as const,
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The account', TeamAccountSchema), ...readErrors },
      }),
      async (c) => {
        const org = c.get('org')
        const account = await getTeamAccount({
          db,
          organizationId: org.id,
          scope: org,
          teamId: c.req.valid('param').id,
        })
        return c.json(account, 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams/{id}/charges',
        tags: ['money'],
        summary: 'Charge a team by hand (a positive amount in minor units, with what it is for)',
        middleware: [requireMoneyRole] as const,
        request: { params: EntityParamsSchema, ...jsonBody(ManualChargeInputSchema) },
        responses: { 201: jsonResponse('The charge', CreatedSchema), ...writeErrors },
      }),
      async (c) => {
        const created = await addManualCharge({
          db,
          organizationId: c.get('org').id,
          userId: c.get('actor').userId,
          teamId: c.req.valid('param').id,
          data: c.req.valid('json'),
        })
        return c.json(created, 201)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams/{id}/payments',
        tags: ['money'],
        summary: 'Record a team’s payment: it takes the league’s next receipt number',
        middleware: [requireMoneyRole] as const,
        request: { params: EntityParamsSchema, ...jsonBody(PaymentInputSchema) },
        responses: { 201: jsonResponse('The payment', PaymentCreatedSchema), ...writeErrors },
      }),
      async (c) => {
        const created = await recordPayment({
          db,
          organizationId: c.get('org').id,
          userId: c.get('actor').userId,
          teamId: c.req.valid('param').id,
          data: PaymentInputSchema.parse(c.req.valid('json')),
        })
        return c.json(created, 201)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/payments/{id}/reverse',
        tags: ['money'],
        summary:
          'Reverse a payment with a reason (a new entry; the payment and its receipt stay). 409 PAYMENT_REVERSED',
        middleware: [requireMoneyRole] as const,
        request: { params: EntityParamsSchema, ...jsonBody(ReversePaymentInputSchema) },
        responses: { 201: jsonResponse('The reversal', CreatedSchema), ...writeErrors, 409: errorResponses[409] },
      }),
      async (c) => {
        const created = await reversePayment({
          db,
          organizationId: c.get('org').id,
          userId: c.get('actor').userId,
          paymentId: c.req.valid('param').id,
          reason: c.req.valid('json').reason,
        })
        return c.json(created, 201)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/payments/{id}/receipt.pdf',
        tags: ['money'],
        summary: 'A payment’s receipt, in the league’s language and time zone (a delegate: its own teams’ only)',
        middleware: [requireMoneyRoleOrDelegate] as const,
        request: { params: EntityParamsSchema, query: LangQuerySchema },
        responses: { 200: pdfResponse('The receipt'), ...readErrors },
      }),
      async (c) => {
        const org = c.get('org')
        const lang = await organizationLang(db, org.id, c.req.valid('query').lang ?? 'es')
        const receipt = await receiptView(db, org.id, org, c.req.valid('param').id)
        const bytes = await renders.run(org.id, { kind: 'receipt', receipt, lang })
        return pdf(bytes, `${lang === 'en' ? 'receipt' : 'recibo'}-${receipt.number}.pdf`)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/teams/{id}/statement.pdf',
        tags: ['money'],
        summary: 'A team’s statement: every entry, oldest first, and the balance (a delegate: its own teams only)',
        middleware: [requireMoneyRoleOrDelegate] as const,
        request: { params: EntityParamsSchema, query: LangQuerySchema },
        responses: { 200: pdfResponse('The statement'), ...readErrors },
      }),
      async (c) => {
        const org = c.get('org')
        const lang = await organizationLang(db, org.id, c.req.valid('query').lang ?? 'es')
        const statement = await statementView(db, org.id, org, c.req.valid('param').id)
        const bytes = await renders.run(org.id, { kind: 'statement', statement, lang })
        return pdf(bytes, `${lang === 'en' ? 'statement' : 'estado-de-cuenta'}.pdf`)
      },
    )
}
