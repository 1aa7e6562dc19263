/** Request and response contracts of accounts, organizations, members and invitations (shared by client and server). */
import { z } from 'zod'
import { isYearInRange, SINGLE_LINE, singleLineError, UuidSchema } from '#domain/lists/list.schema.ts'
import { ORG_ROLES, type OrgRole } from './roles.ts'
import { isKnownTimeZone } from './time-zone.ts'

/** Names are one line of 1 to 80 characters: no line breaks, bells or other control characters (decision 0016). */
const name = z.string().trim().min(1).max(80).regex(SINGLE_LINE, singleLineError)
const optionalText = (max: number) => z.string().trim().max(max).regex(SINGLE_LINE, singleLineError)

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation.country')

export const LeagueInputSchema = z.strictObject({ name, country: CountryCodeSchema })
export const LeagueSchema = z.object({ id: z.string(), name: z.string(), country: z.string() })

export const CreateOrganizationInputSchema = z.strictObject({
  name,
  leagues: z.array(LeagueInputSchema).min(1).max(20),
})
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationInputSchema>

/**
 * Words a public slug may not be: path segments of the portal itself and words a visitor would read as the service's
 * own pages (`/{lang}/l/{slug}` today, and perhaps `/{slug}` one day).
 */
export const RESERVED_PUBLIC_SLUGS: ReadonlySet<string> = new Set([
  'api',
  'assets',
  'l-assets',
  'es',
  'en',
  'admin',
  'super-admin',
  'auth',
  'app',
  'www',
  'static',
  'public',
  'dashboard',
  'tournaments',
  'teams',
  'players',
  'games',
  'seasons',
  'locations',
  'leaderboards',
  'league',
  'users',
  'settings',
  'help',
  'signup',
  'login',
  'logout',
  'signin',
  'onboarding',
  'subscription',
  'billing',
  'robots',
  'sitemap',
  'favicon',
  'manifest',
  'sw',
  'og',
  'share',
  'l',
  'new',
  'edit',
  'null',
  'undefined',
])

/**
 * The address of a league's public pages (`/{lang}/l/{slug}`): 3–60 characters, lowercase letters, digits and single
 * hyphens, not starting or ending with one; not a reserved word. Unique across the service (the server answers 409
 * SLUG_TAKEN); `null` turns the public pages off.
 */
export const PublicSlugSchema = z
  .string()
  .trim()
  .min(3, 'validation.public_slug')
  .max(60, 'validation.public_slug')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.public_slug')
  .refine((value) => !RESERVED_PUBLIC_SLUGS.has(value), 'validation.public_slug_reserved')
/** An IANA time zone name the server knows ("Europe/Madrid"); offsets and unknown names are refused. */
export const OrganizationTimeZoneSchema = z.string().trim().max(64).refine(isKnownTimeZone, 'validation.time_zone')

/** An ISO 4217 currency code the runtime can format ("ARS", "EUR"). */
export const CurrencySchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'validation.currency')
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'validation.currency')

export const UpdateOrganizationInputSchema = z.strictObject({
  name: name.optional(),
  leagues: z.array(LeagueInputSchema).min(1).max(20).optional(),
  publicSlug: PublicSlugSchema.nullable().optional(),
  /** the league's time zone: every date and time is shown and generated in it */
  timeZone: OrganizationTimeZoneSchema.optional(),
  /** the league's money's currency (decision 0048); null: by the first league's country */
  currency: CurrencySchema.nullable().optional(),
  /** its admins and managers must use two-factor sign-in; turning it on needs it on the caller's account (0036) */
  requireTwoFactor: z.boolean().optional(),
  /** knockout games are created as drafts rather than published (decision 0049) */
  knockoutGamesAsDrafts: z.boolean().optional(),
  /** its public game pages name the appointed referee (decision 0050) */
  showRefereePublicly: z.boolean().optional(),
  /** the tournament the league's share card shows; null: the one with the latest game (decision 0049) */
  shareTournamentId: UuidSchema.nullable().optional(),
})
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInputSchema>

/**
 * An organization's subscription as the portal sees it: `trialing` and `active` are paid through Stripe, `error` is a
 * billing issue (past due, unpaid, incomplete), `canceled` means none any more, `manual` was set by a super admin.
 */
export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'error', 'canceled', 'manual'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid_format')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, 'validation.invalid_format')
  .refine(isYearInRange, { error: 'validation.date_range', when: (payload) => payload.issues.length === 0 })

export const SubscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** the price's nickname, else its product id (Stripe), or the plan a super admin typed */
  plan: z.string().optional(),
  /** ISO date-time; while `trialing` */
  trialEndsAt: z.string().optional(),
  /** ISO date-time the current paid period ends */
  currentPeriodEnd: z.string().optional(),
  /** the subscription ends at `currentPeriodEnd` (cancelled in the customer portal) */
  cancelAtPeriodEnd: z.boolean().optional(),
  /** `YYYY-MM-DD`, last day of a subscription set by hand (inclusive, UTC) */
  manualUntil: z.string().optional(),
  /** a super admin's note; only super admins receive it */
  note: z.string().optional(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

/** `PUT /api/admin/orgs/{id}/subscription`: a super admin sets (`manual`, `active`) or clears (`none`) by hand. */
export const SetSubscriptionInputSchema = z.strictObject({
  status: z.enum(['manual', 'active', 'none']),
  plan: name.optional(),
  until: IsoDateSchema.optional(),
  note: z.string().trim().max(500).optional(),
})
export type SetSubscriptionInput = z.infer<typeof SetSubscriptionInputSchema>

/** `GET /api/orgs/{orgId}/billing` (role admin): what the billing page shows. */
export const BillingSchema = z.object({
  subscription: SubscriptionSchema,
  /** a Stripe customer is linked: the customer portal ("fix billing", invoices, cancel) can open */
  hasBillingAccount: z.boolean(),
  /** whole days left in the trial (rounded up), while `trialing` */
  trialDaysLeft: z.number().int().optional(),
})
export type Billing = z.infer<typeof BillingSchema>

export const BillingPortalInputSchema = z.strictObject({
  /** the language of the page Stripe's portal returns to (`/<lang>/subscription`); default `es` */
  lang: z.enum(['es', 'en']).optional(),
})
export const BillingPortalSchema = z.object({ url: z.string() })

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** the public pages' address (`/{lang}/l/{publicSlug}`); null while they are off */
  publicSlug: z.string().nullable(),
  logoUrl: z.string().nullable(),
  leagues: z.array(LeagueSchema),
  /** IANA name; the one set in Settings, else the first league's country's */
  timeZone: z.string(),
  /** ISO 4217; the one set in Settings, else by the first league's country (ARS, EUR, else USD; decision 0048) */
  currency: z.string(),
  subscription: SubscriptionSchema,
  role: z.enum(ORG_ROLES),
  /** its admins and managers must use two-factor sign-in (decision 0036) */
  requireTwoFactor: z.boolean(),
  /** knockout games are created as drafts rather than published (decision 0049) */
  knockoutGamesAsDrafts: z.boolean(),
  /** its public game pages name the appointed referee (decision 0050) */
  showRefereePublicly: z.boolean(),
  /** the tournament the league's share card shows; null: the one with the latest game */
  shareTournamentId: z.string().nullable(),
  createdAt: z.string(),
})
export type Organization = z.infer<typeof OrganizationSchema>

export const OrgRoleSchema = z.enum(ORG_ROLES)

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    /** the address is verified: until it is, a second league and invitations wait (decision 0035) */
    emailVerified: z.boolean(),
    displayName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string(),
    role: z.enum(['super_admin', 'user']),
  }),
  organizations: z.array(z.object({ id: z.string(), name: z.string(), role: OrgRoleSchema })),
  activeOrganizationId: z.string().nullable(),
  /** linked to at least one player record (decision 0045): a user who is only a player lands on My page */
  hasPlayerRecords: z.boolean(),
})
export type Me = z.infer<typeof MeSchema>

export const UpdateMeInputSchema = z.strictObject({
  displayName: name.optional(),
  firstname: optionalText(80).optional(),
  lastname: optionalText(80).optional(),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d][\d\s().-]*$|^$/, 'validation.phone')
    .optional(),
})
export type UpdateMeInput = z.infer<typeof UpdateMeInputSchema>

export const SetActiveOrganizationInputSchema = z.strictObject({ organizationId: z.string().min(1) })

/** A team a delegate keeps (decision 0039). */
export const MemberTeamSchema = z.object({ id: z.string(), name: z.string() })

export const MemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string(),
  role: OrgRoleSchema,
  /** a delegate's teams (empty for the other roles) */
  teamIds: z.array(z.string()),
  teams: z.array(MemberTeamSchema),
  joinedAt: z.string(),
})
export type Member = z.infer<typeof MemberSchema>

/** A delegate's teams: at least one, each once (decision 0039). */
export const TeamIdsSchema = z
  .array(z.uuid({ error: 'validation.not_found' }))
  .min(1, { error: 'validation.required' })
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicate' })

/**
 * `teamIds` goes with the `delegate` role and only with it: required (non-empty) for a delegate, refused for the
 * others. On a member, a role change to delegate needs them; `teamIds` alone changes a delegate's teams.
 */
function teamIdsMatchRole(
  value: { role?: OrgRole | undefined; teamIds?: string[] | undefined },
  ctx: z.RefinementCtx,
  partial: boolean,
) {
  if (value.role === 'delegate' && value.teamIds === undefined && !partial) {
    ctx.addIssue({ code: 'custom', path: ['teamIds'], message: 'validation.required' })
  }
  if (value.role !== undefined && value.role !== 'delegate' && value.teamIds !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['teamIds'], message: 'validation.delegate_only' })
  }
}

export const UpdateMemberInputSchema = z
  .strictObject({ role: OrgRoleSchema.optional(), teamIds: TeamIdsSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.role === undefined && value.teamIds === undefined) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'validation.required' })
    }
    teamIdsMatchRole(value, ctx, true)
  })
export type UpdateMemberInput = z.infer<typeof UpdateMemberInputSchema>

/**
 * `officialId` goes with the `referee` role and only with it (decision 0050): required for a referee, refused for the
 * others, as a delegate's `teamIds`.
 */
function officialIdMatchesRole(
  value: { role?: OrgRole | undefined; officialId?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.role === 'referee' && value.officialId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['officialId'], message: 'validation.required' })
  }
  if (value.role !== undefined && value.role !== 'referee' && value.officialId !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['officialId'], message: 'validation.referee_only' })
  }
}

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: OrgRoleSchema,
  /** a delegate's teams (empty for the other roles) */
  teamIds: z.array(z.string()),
  teams: z.array(MemberTeamSchema),
  /** the official a referee's invitation links its account to (decision 0050); null for the other roles */
  officialId: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
})
export const CreateInvitationInputSchema = z
  .strictObject({
    email: z.email().trim().toLowerCase().max(254),
    role: OrgRoleSchema,
    /** required (non-empty) for a delegate, refused for the other roles; each a team of the organization */
    teamIds: TeamIdsSchema.optional(),
    /** required for a referee, refused for the other roles: an official of the organization (decision 0050) */
    officialId: z.uuid({ error: 'validation.not_found' }).optional(),
    lang: z.enum(['es', 'en']).optional(),
  })
  .superRefine((value, ctx) => {
    teamIdsMatchRole(value, ctx, false)
    officialIdMatchesRole(value, ctx)
  })
export type CreateInvitationInput = z.infer<typeof CreateInvitationInputSchema>

export const PublicInvitationSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: OrgRoleSchema,
  /** the names of a delegate's teams (empty for the other roles) */
  teamNames: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
})

export const AdminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  leagues: z.array(LeagueSchema),
  subscription: SubscriptionSchema,
  memberCount: z.number(),
  createdAt: z.string(),
})
