/** What the player's pages read and write (decision 0045): the invitation, My page and the player's own changes. */
import { dataOf, formDataOf, typedApi } from '#client/lib/api/typed-api.ts'

export const playerAccountKeys = {
  invitation: (token: string) => ['player-invitation', token] as const,
  mine: () => ['me', 'players'] as const,
}

export const fetchPlayerInvitation = (token: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/player-invitations/{token}', { params: { path: { token } }, signal }))

export const acceptPlayerInvitation = (token: string) =>
  dataOf(typedApi.POST('/api/player-invitations/{token}/accept', { params: { path: { token } } }))

export const fetchMyPlayers = (signal?: AbortSignal) => dataOf(typedApi.GET('/api/me/players', { signal }))

export type MyPlayer = Awaited<ReturnType<typeof fetchMyPlayers>>['items'][number]

export const updateMyPlayer = (
  id: string,
  body: { version: number; phone?: string | null; publicName?: 'full' | 'initials' | null },
) => dataOf(typedApi.PATCH('/api/me/players/{id}', { params: { path: { id } }, body }))

/** `POST /api/me/players/{id}/photo`: the player's own photo (JPEG, PNG or WebP). */
export const uploadMyPhoto = (id: string, file: File) =>
  dataOf(
    typedApi.POST('/api/me/players/{id}/photo', {
      params: { path: { id } },
      body: { file },
      bodySerializer: formDataOf,
    }),
  )
