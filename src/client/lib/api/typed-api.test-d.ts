/**
 * The typed client's promise, checked by `npm run typecheck` (tsc reads every file under src; nothing runs this):
 * each `@ts-expect-error` below is a mistake the client must refuse. Should the client stop catching one (a path,
 * parameter or field typed `any`), its directive is unused and the type check fails
 * (docs/decisions/0032-typed-api-client.md).
 * Not caught by openapi-fetch (its init is inferred, so no excess-property check): an extra field in an object literal
 * passed straight to a call; a body typed `ApiBody<…>` (as `UpdateMeInput` is) catches it.
 */
import type { Me } from '../session/session-api.ts'
import { type ApiBody, type ApiResponse, dataOf, typedApi } from './typed-api.ts'

type IsAny<T> = 0 extends 1 & T ? true : false

export async function typedClientRefusesMistakes(orgId: string) {
  // @ts-expect-error a path the server does not have (renamed or misspelt)
  await typedApi.GET('/api/orgs/{orgId}/teamz', { params: { path: { orgId } } })

  // @ts-expect-error a path parameter under another name
  await typedApi.GET('/api/orgs/{orgId}/members', { params: { path: { organizationId: orgId } } })

  // @ts-expect-error the path parameters left out
  await typedApi.GET('/api/orgs/{orgId}/members')

  await typedApi.POST('/api/orgs/{orgId}/invitations', {
    params: { path: { orgId } },
    // @ts-expect-error a required body field under another name
    body: { mail: 'a@b.c', role: 'viewer', lang: 'es' },
  })

  // @ts-expect-error a body field the endpoint does not take, in a body typed from the document (`ApiBody`)
  const update: ApiBody<'/api/me', 'patch'> = { displayname: 'Ana' }
  await typedApi.PATCH('/api/me', { body: update })

  // @ts-expect-error a body field of the wrong type
  await typedApi.PUT('/api/me/active-organization', { body: { organizationId: 42 } })

  // @ts-expect-error a query parameter the endpoint does not take
  await typedApi.GET('/api/orgs/{orgId}/dashboard', { params: { path: { orgId }, query: { week: '2026-01-05' } } })

  const me = await dataOf(typedApi.GET('/api/me'))
  const isAny: IsAny<typeof me> = false
  // @ts-expect-error a response field the server does not send
  const misspelt = me.user.displayname
  const name: string | null = me.user.displayName

  const answer = dataOf(typedApi.GET('/api/me'))
  // @ts-expect-error a hand-written type that disagrees with the server's answer
  const wrong: Promise<{ user: { id: number } }> = answer
  const right: Promise<Me> = answer
  return { isAny, misspelt, name, wrong, right, update }
}

/** The helpers name an operation's parts; a wrong one is refused too. */
export type MeUpdate = ApiBody<'/api/me', 'patch'>
export type Config = ApiResponse<'/api/config', 'get'>
// @ts-expect-error no such path
export type Nothing = ApiResponse<'/api/nothing', 'get'>
