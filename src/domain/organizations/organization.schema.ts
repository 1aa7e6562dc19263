/** Request and response contracts of accounts, organizations, members and invitations (shared by client and server). */
import { z } from 'zod'
import { ORG_ROLES } from './roles.ts'

const name = z.string().trim().min(1).max(80)
const optionalText = (max: number) => z.string().trim().max(max)

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

export const UpdateOrganizationInputSchema = z.strictObject({
  name: name.optional(),
  leagues: z.array(LeagueInputSchema).min(1).max(20).optional(),
})
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInputSchema>

export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'error', 'canceled', 'manual'] as const
export const SubscriptionSchema = z.object({ status: z.enum(SUBSCRIPTION_STATUSES) })

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  leagues: z.array(LeagueSchema),
  subscription: SubscriptionSchema,
  role: z.enum(ORG_ROLES),
  createdAt: z.string(),
})
export type Organization = z.infer<typeof OrganizationSchema>

export const OrgRoleSchema = z.enum(ORG_ROLES)

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string(),
    role: z.enum(['super_admin', 'user']),
  }),
  organizations: z.array(z.object({ id: z.string(), name: z.string(), role: OrgRoleSchema })),
  activeOrganizationId: z.string().nullable(),
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

export const MemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string(),
  role: OrgRoleSchema,
  joinedAt: z.string(),
})
export const UpdateMemberInputSchema = z.strictObject({ role: OrgRoleSchema })

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: OrgRoleSchema,
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
})
export const CreateInvitationInputSchema = z.strictObject({
  email: z.email().trim().toLowerCase().max(254),
  role: OrgRoleSchema,
  lang: z.enum(['es', 'en']).optional(),
})
export type CreateInvitationInput = z.infer<typeof CreateInvitationInputSchema>

export const PublicInvitationSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: OrgRoleSchema,
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
