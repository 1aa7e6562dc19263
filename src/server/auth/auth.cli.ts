import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, magicLink } from 'better-auth/plugins'
import { adminAc, userAc } from 'better-auth/plugins/admin/access'
import { drizzle } from 'drizzle-orm/node-postgres'
import { secondFactorPlugins } from './second-factor.ts'

const db = drizzle('postgres://postgres@127.0.0.1:5432/test')
export const auth = betterAuth({
  database: drizzleAdapter(db, { provider: 'pg' }),
  telemetry: { enabled: false },
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: true, storage: 'database' },
  user: {
    additionalFields: {
      displayName: { type: 'string', required: false, defaultValue: '', input: false },
      firstname: { type: 'string', required: false, defaultValue: '', input: false },
      lastname: { type: 'string', required: false, defaultValue: '', input: false },
      phone: { type: 'string', required: false, defaultValue: '', input: false },
      termsAcceptedAt: { type: 'date', required: false, input: false },
      activeOrganizationId: { type: 'string', required: false, input: false },
    },
  },
  plugins: [
    admin({ roles: { super_admin: adminAc, user: userAc }, adminRoles: ['super_admin'], defaultRole: 'user' }),
    magicLink({ sendMagicLink: async () => {} }),
    ...secondFactorPlugins('http://localhost:3000'),
  ],
})
