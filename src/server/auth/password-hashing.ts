/**
 * Password hashing for the test runs (docs/decisions/0052-ci-time.md). better-auth's own hashing (scrypt, N=16384,
 * r=16: about 32 MB and 100–400 ms of a core per hash) is what every real server uses. Under Vitest (NODE_ENV=test)
 * the same scrypt runs with a cost 64 times lower: the thousands of sign-ups and sign-ins of the test suite then
 * spend their time on what is being tested. The format is better-auth's (`salt:key`, hex; the salt marked), so the sign-in, reset and
 * change paths are the same code; only the work factor differs, and a test database is never used for real.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { verifyPassword } from 'better-auth/crypto'

const TEST_COST = { N: 1024, r: 4, p: 1, dkLen: 64 } as const
/** Marks the salt of a hash made at the test cost; any other hash (the demo admin's, say) is verified at full cost. */
const TEST_SALT_PREFIX = 'test-'

function derive(password: string, salt: string): Promise<Buffer> {
  const { N, r, p, dkLen } = TEST_COST
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, dkLen, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** better-auth's `emailAndPassword.password` for NODE_ENV=test; undefined (its own hashing) otherwise. */
export function passwordHashingFor(nodeEnv: string) {
  if (nodeEnv !== 'test') return undefined
  return {
    hash: async (password: string) => {
      const salt = `${TEST_SALT_PREFIX}${randomBytes(16).toString('hex')}`
      return `${salt}:${(await derive(password, salt)).toString('hex')}`
    },
    verify: async ({ hash, password }: { hash: string; password: string }) => {
      const [salt, key] = hash.split(':')
      if (!salt?.startsWith(TEST_SALT_PREFIX)) return verifyPassword({ hash, password })
      if (!key) return false
      const expected = Buffer.from(key, 'hex')
      const actual = await derive(password, salt)
      return expected.length === actual.length && timingSafeEqual(expected, actual)
    },
  }
}
