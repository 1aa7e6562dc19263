import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts'
import { LIST_SORT_FIELDS, type ListSort, sortsOf } from '#domain/lists/list.schema.ts'
import type { Collection } from './league-api.ts'

/**
 * A list's filters and order in the address (`?q=…&deleted=1&seasonId=…&sort=-jersey`), so reloading, sharing a link and going back keep
 * them. The search box is typed into `text`; `q` follows it once typing pauses (one request per pause).
 */
export function useListParams<K extends string = never>(collection: Collection, extraKeys: readonly K[] = []) {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const deleted = params.get('deleted') === '1'
  // the order (decisions 0041, 0055): by name unless the address names one of the collection's orders
  const sortParam = params.get('sort') ?? ''
  const sort: ListSort = (sortsOf(LIST_SORT_FIELDS[collection]) as string[]).includes(sortParam)
    ? (sortParam as ListSort)
    : 'name'
  const extra = Object.fromEntries(extraKeys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    K,
    string | undefined
  >

  const set = useCallback(
    (patch: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value)
            else next.delete(key)
          }
          return next
        },
        { replace: true },
      ),
    [setParams],
  )

  const [text, setText] = useState(q)
  const debounced = useDebouncedValue(text, 300)
  // Read through a ref: a change of the address (back button) must not be undone by the old text.
  const qRef = useRef(q)
  qRef.current = q
  useEffect(() => {
    if (debounced.trim() !== qRef.current) set({ q: debounced.trim() || null })
  }, [debounced, set])
  // The address changed from outside (back, a link): the box shows it.
  useEffect(() => {
    setText((current) => (current.trim() === q ? current : q))
  }, [q])

  return {
    q,
    deleted,
    extra,
    text,
    setText,
    setDeleted: (value: boolean) => set({ deleted: value ? '1' : null }),
    sort,
    setSort: (value: ListSort) => set({ sort: value === 'name' ? null : value }),
    setExtra: (key: K, value: string | null) => set({ [key]: value }),
    hasFilters: Boolean(q) || deleted || Object.values(extra).some(Boolean),
  }
}
