// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod'
import { act, useSyncExternalStore } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiError } from '#client/lib/api-client.ts'
import { click, renderRoutes, settle, typeInto } from '#client/lib/testing/render.tsx'
import { StaleVersionError } from './league-api.ts'
import { useVersionedForm } from './use-versioned-form.ts'

interface Team {
  id: string
  version: number
  name: string
  alias: string | null
  pictureUrl: string | null
}
const Schema = z.object({ name: z.string().check(z.minLength(1, 'validation.required')), alias: z.string() })
type Values = z.infer<typeof Schema>
const FIELDS = ['name', 'alias'] as const
const toValues = (team: Team): Values => ({ name: team.name, alias: team.alias ?? '' })

/** The entity as the page has it (what a query would give), changed by the test like a refetch would. */
function createEntityStore(initial: Team) {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set: async (next: Team) => {
      await act(async () => {
        current = next
        for (const listener of listeners) listener()
      })
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function Harness({
  store,
  save,
}: {
  store: ReturnType<typeof createEntityStore>
  save: (v: Values, version: number) => Promise<Team>
}) {
  const entity = useSyncExternalStore(store.subscribe, store.get)
  const versioned = useVersionedForm<Values, Team>({
    entity,
    toValues,
    fields: FIELDS,
    resolver: zodResolver(Schema),
    save,
    onStale: (current) => void store.set(current),
  })
  return (
    <form onSubmit={versioned.submit}>
      <input aria-label="name" {...versioned.form.register('name')} />
      <input aria-label="alias" {...versioned.form.register('alias')} />
      <button type="submit">save</button>
      <output data-testid="version">{versioned.baseVersion}</output>
      <output data-testid="conflict">{versioned.conflict ? versioned.conflict.source : 'none'}</output>
      <output data-testid="comparisons">
        {versioned.comparisons
          .map((c) => `${c.field}:${String(c.theirs)}/${String(c.mine)}${c.isConflict ? '!' : ''}`)
          .join(',')}
      </output>
      <output data-testid="merged">{String(versioned.wasMerged)}</output>
      <output data-testid="error">{versioned.formError ?? ''}</output>
      <output data-testid="name-error">{versioned.form.formState.errors.name?.message ?? ''}</output>
      <button type="button" onClick={() => void versioned.keepMine()}>
        keep
      </button>
      <button type="button" onClick={versioned.discardMine}>
        discard
      </button>
    </form>
  )
}

const team = (changes: Partial<Team> = {}): Team => ({
  id: 't1',
  version: 1,
  name: 'Tigres',
  alias: 'TIG',
  pictureUrl: null,
  ...changes,
})

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
})

async function render(
  initial: Team,
  save = vi.fn(async (values: Values, version: number) => team({ ...values, version: version + 1 })),
) {
  const store = createEntityStore(initial)
  const view = await renderRoutes([{ path: '/:lang', element: <Harness store={store} save={save} /> }])
  cleanup = view.unmount
  const input = (name: string) =>
    view.container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`) as HTMLInputElement
  const text = (id: string) => view.container.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''
  const button = (name: string) =>
    [...view.container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
  return { store, save, input, text, button }
}

describe('useVersionedForm', () => {
  it('saves with the version it loaded, then takes the saved version as its base', async () => {
    const view = await render(team())
    await typeInto(view.input('name'), 'Tigres FC')
    await click(view.button('save'))
    await settle()
    expect(view.save).toHaveBeenCalledWith({ name: 'Tigres FC', alias: 'TIG' }, 1)
    expect(view.text('version')).toBe('2')
    expect(view.text('conflict')).toBe('none')
  })

  it('on a stale save (409) shows the saved values next to the typed ones, keeps them, and applies them on top', async () => {
    const current = team({ version: 3, name: 'Tigres del Norte', alias: 'TDN' })
    const save = vi
      .fn()
      .mockRejectedValueOnce(new StaleVersionError(new ApiError({ status: 409, code: 'STALE_VERSION' }), current))
      .mockImplementationOnce(async (values: Values, version: number) => team({ ...values, version: version + 1 }))
    const view = await render(team(), save)
    await typeInto(view.input('name'), 'Tigres FC')
    await click(view.button('save'))
    await settle()
    expect(view.text('conflict')).toBe('save')
    // name: both changed (a conflict); alias: only they changed it
    expect(view.text('comparisons')).toBe('name:Tigres del Norte/Tigres FC!,alias:TDN/TIG')
    expect(view.input('name').value).toBe('Tigres FC')

    await click(view.button('keep'))
    await settle()
    // mine where I typed, theirs elsewhere, on top of their version
    expect(save).toHaveBeenLastCalledWith({ name: 'Tigres FC', alias: 'TDN' }, 3)
    expect(view.text('conflict')).toBe('none')
    expect(view.text('version')).toBe('4')
    expect(view.input('alias').value).toBe('TDN')
  })

  it('discarding after a stale save shows the saved version', async () => {
    const current = team({ version: 2, name: 'Tigres del Norte' })
    const save = vi
      .fn()
      .mockRejectedValue(new StaleVersionError(new ApiError({ status: 409, code: 'STALE_VERSION' }), current))
    const view = await render(team(), save)
    await typeInto(view.input('name'), 'Tigres FC')
    await click(view.button('save'))
    await settle()
    await click(view.button('discard'))
    await settle()
    expect(view.input('name').value).toBe('Tigres del Norte')
    expect(view.text('version')).toBe('2')
    expect(view.text('conflict')).toBe('none')
  })

  it('an untouched form follows a live change', async () => {
    const view = await render(team())
    await view.store.set(team({ version: 2, name: 'Tigres del Norte' }))
    await settle()
    expect(view.input('name').value).toBe('Tigres del Norte')
    expect(view.text('version')).toBe('2')
  })

  it('while typing, a change to other fields is taken and the typed field kept', async () => {
    const view = await render(team())
    await typeInto(view.input('alias'), 'TGR')
    await view.store.set(team({ version: 2, name: 'Tigres del Norte' }))
    await settle()
    expect(view.input('name').value).toBe('Tigres del Norte')
    expect(view.input('alias').value).toBe('TGR')
    expect(view.text('merged')).toBe('true')
    expect(view.text('conflict')).toBe('none')
    // the next save is based on the new version, with both changes
    await click(view.button('save'))
    await settle()
    expect(view.save).toHaveBeenLastCalledWith({ name: 'Tigres del Norte', alias: 'TGR' }, 2)
  })

  it('while typing, a change to the same field is compared before anything is saved', async () => {
    const view = await render(team())
    await typeInto(view.input('alias'), 'TGR')
    await view.store.set(team({ version: 2, alias: 'TDN' }))
    await settle()
    expect(view.text('conflict')).toBe('live')
    expect(view.text('comparisons')).toBe('alias:TDN/TGR!')
    expect(view.input('alias').value).toBe('TGR')
    // keeping mine after a live change rebases without saving
    await click(view.button('keep'))
    await settle()
    expect(view.save).not.toHaveBeenCalled()
    expect(view.text('version')).toBe('2')
    expect(view.input('alias').value).toBe('TGR')
  })

  it('a new version that changed nothing in the form (a picture) only moves the base', async () => {
    const view = await render(team())
    await typeInto(view.input('name'), 'Tigres FC')
    await view.store.set(team({ version: 2, pictureUrl: '/api/uploads/x.png' }))
    await settle()
    expect(view.text('conflict')).toBe('none')
    expect(view.text('merged')).toBe('false')
    expect(view.text('version')).toBe('2')
    expect(view.input('name').value).toBe('Tigres FC')
  })

  it('puts server field errors on the fields and keeps what was typed', async () => {
    const save = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        invalidParams: [{ name: 'name', reason: 'validation.too_big' }],
      }),
    )
    const view = await render(team(), save)
    await typeInto(view.input('name'), 'x'.repeat(90))
    await click(view.button('save'))
    await settle()
    expect(view.input('name').value).toBe('x'.repeat(90))
    expect(view.text('name-error')).toBe('validation.too_big')
    expect(view.text('error')).toBe('')
  })
})
