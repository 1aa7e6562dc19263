/**
 * The API's two routers, mounted by createApp (app.ts) in this order: the public API (no session), then the private
 * API (session → subscription → idempotency → the features' routes).
 */

import type { AppDeps } from './app.ts'
import { requireActor, type SessionCache } from './auth/guards.ts'
import type { StripeGateway } from './billing/stripe-client.ts'
import type { BillingEnv } from './env.ts'
import { createAuditRoutes } from './features/audit/audit.routes.ts'
import { createBillingRoutes, createBillingWebhookRoutes } from './features/billing/billing.routes.ts'
import { requireSubscriptionForWrites } from './features/billing/paywall.ts'
import { createBracketsRoutes } from './features/brackets/brackets.routes.ts'
import { createDashboardRoutes } from './features/dashboard/dashboard.routes.ts'
import { createEligibilityRoutes } from './features/eligibility/eligibility.routes.ts'
import { createExportsRoutes } from './features/exports/exports.routes.ts'
import { createFixturesRoutes } from './features/fixtures/fixtures.routes.ts'
import { createGamesRoutes } from './features/games/games.routes.ts'
import { createGroupsRoutes } from './features/groups/groups.routes.ts'
import { createHealthRoutes } from './features/health/health.routes.ts'
import { createHelpRoutes } from './features/help/help.routes.ts'
import { createImportsRoutes } from './features/imports/imports.routes.ts'
import {
  createAcceptInvitationRoutes,
  createInvitationsRoutes,
  createPublicInvitationRoutes,
} from './features/invitations/invitations.routes.ts'
import { createLeaderboardsRoutes } from './features/leaderboards/leaderboards.routes.ts'
import { createLiveRoutes } from './features/live/live.routes.ts'
import { createLocationsRoutes } from './features/locations/locations.routes.ts'
import { createMatchReportsRoutes } from './features/match-reports/match-reports.routes.ts'
import { createMeRoutes } from './features/me/me.routes.ts'
import { createMembersRoutes } from './features/members/members.routes.ts'
import { createMoneyRoutes } from './features/money/money.routes.ts'
import {
  createNotificationsRoutes,
  createPublicNotificationsRoutes,
} from './features/notifications/notifications.routes.ts'
import { createAppointmentsRoutes, createOfficialCalendarRoutes } from './features/officials/appointments.routes.ts'
import { createOfficialsRoutes } from './features/officials/officials.routes.ts'
import { createStatementRoutes } from './features/officials/statement.routes.ts'
import { createOnlinePaymentsRoutes } from './features/online-payments/online-payments.routes.ts'
import { paymentKeysSealingKey } from './features/online-payments/providers.service.ts'
import { createOnlinePaymentWebhookRoutes } from './features/online-payments/webhooks.routes.ts'
import { createOrganizationsRoutes } from './features/organizations/organizations.routes.ts'
import {
  createMyPlayerRoutes,
  createPlayerAccountOrgRoutes,
  createPublicPlayerInvitationRoutes,
} from './features/player-accounts/player-accounts.routes.ts'
import { createMyCardRoutes, createPlayerCardsRoutes } from './features/player-cards/player-cards.routes.ts'
import { createPlayersRoutes } from './features/players/players.routes.ts'
import { createPublicApiRoutes } from './features/public/public.routes.ts'
import type { PublicOrganizations } from './features/public/public-organizations.ts'
import {
  createPublicShareImageRoutes,
  createShareImageRoutes,
} from './features/public/share-images/share-images.routes.ts'
import { createSeasonsRoutes } from './features/seasons/seasons.routes.ts'
import { createSheetsRoutes } from './features/sheets/sheets.routes.ts'
import { createStandingsRoutes } from './features/standings/standings.routes.ts'
import { createSuperAdminRoutes } from './features/super-admin/super-admin.routes.ts'
import { createSuspensionsRoutes } from './features/suspensions/suspensions.routes.ts'
import { addRosterPlayer } from './features/teams/teams.api.ts'
import { createTeamsRoutes } from './features/teams/teams.routes.ts'
import { createTournamentsRoutes } from './features/tournaments/tournaments.routes.ts'
import { createTwoFactorRoutes } from './features/two-factor/two-factor.routes.ts'
import { createUploadsRoutes } from './features/uploads/uploads.routes.ts'
import { createRouter } from './lib/http.ts'
import { idempotentPosts } from './lib/idempotency.ts'
import { createOrgResultsCache } from './lib/org-results-cache.ts'
import { privateAnswers } from './lib/private-caching.ts'
import type { RenderPool } from './lib/render-pool.ts'

/** Where the leagues' payment providers are reached, and the key their credentials are sealed under (decision 0053). */
function paymentProviderSettings(deps: AppDeps) {
  return {
    mercadoPagoApiUrl: deps.env.MERCADOPAGO_API_URL,
    stripeApiBase: deps.env.STRIPE_API_BASE,
    sealing: paymentKeysSealingKey(deps.secret),
  }
}

/** Billing's settings when billing is on (see billingEnvOf), null when off. */
type BillingSettings = BillingEnv | null

/** The routes answered without a session: the billing webhook, health, invitations, uploads, help, the league site. */
export function createPublicApi({
  deps,
  stripe,
  billing,
  publicOrganizations,
  publicBaseUrl,
  renders,
}: {
  deps: AppDeps
  stripe: StripeGateway | null
  billing: BillingSettings
  publicOrganizations: PublicOrganizations
  publicBaseUrl: string
  renders: RenderPool
}) {
  const { env, database, storage, live } = deps
  const db = database.db
  return (
    createRouter()
      // Stripe calls the webhook without a session: it is public, and checks Stripe's signature instead.
      .route('/', createBillingWebhookRoutes({ db, gateway: stripe, live }))
      // a league's own Mercado Pago or Stripe account notifies its teams' online payments (decision 0053)
      .route('/', createOnlinePaymentWebhookRoutes({ db, live, settings: paymentProviderSettings(deps) }))
      .route(
        '/',
        createHealthRoutes({
          database,
          live,
          config: {
            contactEmail: env.CONTACT_EMAIL,
            billingEnabled: billing !== null,
            version: deps.version,
            offlineMaxHours: env.OFFLINE_MAX_HOURS,
            ...(billing
              ? { stripePublishableKey: billing.publishableKey, pricingTableIds: billing.pricingTableIds }
              : {}),
          },
        }),
      )
      .route('/', createPublicInvitationRoutes({ db }))
      // an official's own calendar: the secret token in the path is the key (decision 0050)
      .route('/', createOfficialCalendarRoutes({ db, baseURL: deps.baseURL }))
      .route('/', createPublicPlayerInvitationRoutes({ db }))
      .route('/', createPublicNotificationsRoutes({ db, secret: deps.secret, vapidPublicKey: deps.vapidPublicKey }))
      .route('/', createUploadsRoutes({ storage }))
      .route('/', createHelpRoutes({ contactEmail: env.CONTACT_EMAIL, version: deps.version }))
      // the public league site's images (before its JSON's routes), JSON, feeds and change stream: no session (decision 0013)
      .route('/', createPublicShareImageRoutes({ db, storage, organizations: publicOrganizations, renders }))
      .route('/', createPublicApiRoutes({ db, live, organizations: publicOrganizations, baseUrl: publicBaseUrl }))
  )
}

/** The routes behind a session, after their middlewares in order: private answers, actor, paywall, idempotency. */
export function createPrivateApi({
  deps,
  sessions,
  stripe,
  billing,
  renders,
}: {
  deps: AppDeps
  sessions: SessionCache
  stripe: StripeGateway | null
  billing: BillingSettings
  renders: RenderPool
}) {
  const { database, auth, mailer, storage, live, baseURL, secret } = deps
  const db = database.db
  const privateApi = createRouter()
  // leaderboards and the dashboard kept per organization until its league changes (decision 0043)
  const orgResults = createOrgResultsCache({ live })
  // every answer to a session, its 401 included, is private and never stored (decision 0034)
  privateApi.use('*', privateAnswers)
  privateApi.use('*', requireActor(auth, db, sessions))
  privateApi.use('/orgs/:orgId/*', requireSubscriptionForWrites({ db, billingEnabled: billing !== null }))
  // decision 0033: a POST with an Idempotency-Key runs once; a repeat gets the first answer
  privateApi.use('*', idempotentPosts({ db }))
  privateApi
    .route('/', createMeRoutes({ db }))
    .route('/', createMyCardRoutes({ db, secret }))
    .route('/', createNotificationsRoutes({ db }))
    .route('/', createTwoFactorRoutes())
    .route('/', createOrganizationsRoutes({ db, storage, live }))
    .route('/', createMembersRoutes({ db, live }))
    .route('/', createInvitationsRoutes({ db, mailer, baseURL }))
    .route('/', createAcceptInvitationRoutes({ db }))
    .route('/', createLiveRoutes({ live, auth, db, checkMs: deps.liveCheckMs }))
    .route('/', createSeasonsRoutes({ db, live }))
    .route('/', createTournamentsRoutes({ db, live }))
    .route('/', createTeamsRoutes({ db, storage, live }))
    .route('/', createPlayersRoutes({ db, storage, live, addToTeam: addRosterPlayer }))
    .route('/', createPlayerAccountOrgRoutes({ db, live, mailer, baseURL }))
    .route('/', createMyPlayerRoutes({ db, live, storage, baseURL }))
    .route('/', createLocationsRoutes({ db, live }))
    .route('/', createOfficialsRoutes({ db, live }))
    .route('/', createAppointmentsRoutes({ db, live, mailer, baseURL }))
    .route('/', createStatementRoutes({ db }))
    .route('/', createGroupsRoutes({ db, live }))
    .route('/', createBracketsRoutes({ db, live }))
    .route('/', createFixturesRoutes({ db, live }))
    .route('/', createGamesRoutes({ db, live }))
    .route('/', createMatchReportsRoutes({ db, live, renders }))
    .route('/', createEligibilityRoutes({ db }))
    .route('/', createPlayerCardsRoutes({ db, secret, storage, renders }))
    .route('/', createSuspensionsRoutes({ db, live }))
    .route('/', createStandingsRoutes({ db, live }))
    .route('/', createSheetsRoutes({ db, storage, renders }))
    .route('/', createExportsRoutes({ db, renders }))
    .route('/', createMoneyRoutes({ db, live, renders }))
    .route('/', createOnlinePaymentsRoutes({ db, baseURL, settings: paymentProviderSettings(deps) }))
    .route('/', createImportsRoutes({ db, live }))
    .route('/', createLeaderboardsRoutes({ db, orgResults }))
    .route('/', createDashboardRoutes({ db, orgResults }))
    .route('/', createAuditRoutes({ db }))
    .route('/', createShareImageRoutes({ db, storage, baseURL, renders }))
    .route('/', createSuperAdminRoutes({ db, live }))
    .route('/', createBillingRoutes({ db, gateway: stripe, baseURL }))
  return privateApi
}
