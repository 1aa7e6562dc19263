// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Organization, sessionKeys } from '#client/lib/session/session-api.ts'
import {
  buttonByName,
  byLabel,
  click,
  createTestQueryClient,
  memberSession,
  renderRoutes,
  settle,
  typeInto,
} from '#client/lib/testing/render.tsx'
import { newTournamentValues, TournamentFormSchema, type TournamentFormValues } from '../lib/tournament-form.ts'
import { TournamentFields } from './tournament-fields.tsx'

const ORG = 'o1'
const me = memberSession(ORG, 'admin')
const organization = {
  id: ORG,
  name: 'Liga del Sur',
  leagues: [{ id: 'l1', name: 'Liga del Sur', country: 'AR' }],
  timeZone: 'America/Argentina/Buenos_Aires',
  currency: 'ARS',
  role: 'admin',
} as Organization

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
})

function Harness({ onSave }: { onSave: (values: TournamentFormValues) => void }) {
  const defaults = newTournamentValues()
  const form = useForm<TournamentFormValues>({
    resolver: zodResolver(TournamentFormSchema),
    defaultValues: { ...defaults, name: 'Apertura', officialFees: { referee: 1_500_000, assistant: 750_050 } },
  })
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <TournamentFields form={form} organizationId={ORG} disabled={false} only="rules" />
      <button type="submit">save</button>
    </form>
  )
}

async function mount(at: '/es' | '/en') {
  // the season picker asks for the league's seasons: none
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ items: [], nextCursor: null })),
  )
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(sessionKeys.me(), me)
  queryClient.setQueryData(sessionKeys.organization(ORG), organization)
  const saved: TournamentFormValues[] = []
  const view = await renderRoutes([{ path: '/:lang', element: <Harness onSave={(v) => saved.push(v)} /> }], {
    at,
    queryClient,
  })
  cleanup = view.unmount
  await settle()
  return {
    view,
    saved,
    referee: byLabel(view.container, 'Referee (ARS)'),
    assistant: byLabel(view.container, 'Assistant (ARS)'),
  }
}

describe('the officials’ fees of a tournament', () => {
  it('shows the fees in the league’s currency and takes them as Spanish writes money, sent as minor units', async () => {
    const { view, saved, referee, assistant } = await mount('/es')
    expect(referee.value).toBe('15000')
    expect(assistant.value).toBe('7500,50')
    await typeInto(referee, '15.000,50')
    await typeInto(assistant, '9000')
    await click(buttonByName(view.container, 'save'))
    await settle()
    expect(saved.at(-1)?.officialFees).toEqual({ referee: 1_500_050, assistant: 900_000 })
  })

  it('reads English amounts, and refuses what cannot be read or is over the bound without sending', async () => {
    const { view, saved, referee } = await mount('/en')
    await typeInto(referee, '15,000.50')
    await click(buttonByName(view.container, 'save'))
    await settle()
    expect(saved.at(-1)?.officialFees.referee).toBe(1_500_050)
    await typeInto(referee, '12.345')
    expect(referee.getAttribute('aria-invalid')).toBe('true')
    await typeInto(referee, '2,000,000')
    await click(buttonByName(view.container, 'save'))
    await settle()
    expect(saved).toHaveLength(1)
    expect(referee.getAttribute('aria-invalid')).toBe('true')
  })
})
