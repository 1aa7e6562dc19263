import * as z from 'zod/mini'

export const InviteMemberInputSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email')),
  role: z.enum(['admin', 'manager', 'scorer', 'viewer']),
})
export type InviteMemberInput = z.infer<typeof InviteMemberInputSchema>
