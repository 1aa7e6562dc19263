/**
 * zod would try `new Function` to speed up parsing; the CSP allows no eval (decision 0015), so it runs jitless.
 * zod keeps its settings in one global object (`globalThis.__zod_globalConfig`, which its `config()` writes and which
 * it creates only when missing): setting it here, before any zod module runs, needs no import of zod. Importing zod's
 * `config` would put zod's core (about 18 KB) into the entry chunk, which the sign-in page loads; the schemas live in
 * lazy chunks. zod-config.test.ts checks that zod reads it.
 */
export function configureZod(): void {
  const target = globalThis as { __zod_globalConfig?: Record<string, unknown> }
  target.__zod_globalConfig = { ...target.__zod_globalConfig, jitless: true }
}
