// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { sessionKeys } from '#client/lib/session/session-api.ts'
import { createTestQueryClient, memberSession, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { GameSheetLinks } from './game-sheet-banners.tsx'

const ORG = 'o1'
const game = {
  id: 'g1',
  state: 'confirmed',
  homeTeam: { id: 'h', name: 'Los Andes' },
  awayTeam: { id: 'a', name: 'Boca Sur' },
  tournament: { id: 't1', name: 'Apertura' },
  confirmedPlayedAt: '2026-11-22T18:00:00.000Z',
  homeGoals: 2,
  awayGoals: 1,
} as unknown as GameSheet

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
})

async function render(publicSlug: string | null, shown: GameSheet = game, role = 'admin') {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(sessionKeys.me(), memberSession(ORG, role))
  queryClient.setQueryData(sessionKeys.organization(ORG), { id: ORG, name: 'Liga del Sur', publicSlug })
  const view = await renderRoutes(
    [{ path: '/:lang/g', element: <GameSheetLinks organizationId={ORG} game={shown} /> }],
    {
      at: '/en/g',
      queryClient,
    },
  )
  unmount = view.unmount
  await settle()
  return view.container
}

async function links(publicSlug: string | null, shown: GameSheet = game) {
  return (await render(publicSlug, shown)).querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')
}

describe('the game sheet’s WhatsApp link', () => {
  it('shares the confirmed result with the game’s public page', async () => {
    const link = await links('liga-del-sur')
    const text = new URL(link?.href ?? 'https://wa.me/').searchParams.get('text')
    expect(text).toBe(
      `Los Andes 2 – 1 Boca Sur (Apertura, Liga del Sur): ${window.location.origin}/en/l/liga-del-sur/games/g1`,
    )
    expect(link?.getAttribute('aria-label')).toBe('Share the game on WhatsApp')
  })

  it('shares a game not played yet without a score', async () => {
    const link = await links('liga-del-sur', { ...game, state: 'published', confirmedPlayedAt: null } as GameSheet)
    expect(new URL(link?.href ?? 'https://wa.me/').searchParams.get('text')).toMatch(/^Los Andes – Boca Sur \(Apertura/)
  })

  it('is not there while the league has no public site, nor for a draft', async () => {
    expect(await links(null)).toBeNull()
    await unmount?.()
    expect(await links('liga-del-sur', { ...game, state: 'draft' } as GameSheet)).toBeNull()
  })
})

describe('the game sheet’s print link', () => {
  it('prints the match sheet for the staff, not for those who may not read every DNI on it', async () => {
    const sheet = (container: HTMLElement) => container.querySelector('a[href$="/sheet.pdf?lang=en"]')
    expect(sheet(await render(null, game, 'scorer'))).not.toBeNull()
    for (const role of ['referee', 'delegate', 'treasurer']) {
      await unmount?.()
      expect(sheet(await render(null, game, role))).toBeNull()
    }
  })
})
