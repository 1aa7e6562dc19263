import * as z from 'zod/mini'

export const InviteMemberInputSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email')),
  role: z.enum(['admin', 'manager', 'scorer', 'delegate', 'referee', 'viewer', 'treasurer']),
  /** a delegate's teams: at least one (decision 0039) */
  teamIds: z.array(z.string()),
  /** a referee's official (decision 0050) */
  officialId: z.nullable(z.string()),
})
export type InviteMemberInput = z.infer<typeof InviteMemberInputSchema>
