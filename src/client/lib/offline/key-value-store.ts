import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval'

/**
 * Where the offline module keeps things: the persisted query cache and the queue of writes. IndexedDB in the browser
 * (`idbStore`), memory in unit tests (`memoryStore`): the module only ever talks to this interface.
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
  keys(): Promise<string[]>
  clear(): Promise<void>
}

/** One IndexedDB database with one object store, through idb-keyval (values are structured-cloned, not JSON). */
export function idbStore(databaseName: string, storeName: string): KeyValueStore {
  let store: UseStore | null = null
  const use = () => {
    store ??= createStore(databaseName, storeName)
    return store
  }
  return {
    get: <T>(key: string) => get<T>(key, use()),
    set: (key, value) => set(key, value, use()),
    del: (key) => del(key, use()),
    keys: async () => (await keys(use())).map(String),
    clear: () => clear(use()),
  }
}

/** The same contract in memory; values are cloned as IndexedDB would, so a caller never shares an object with it. */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => (values.has(key) ? (structuredClone(values.get(key)) as T) : undefined),
    set: async (key, value) => {
      values.set(key, structuredClone(value))
    },
    del: async (key) => {
      values.delete(key)
    },
    keys: async () => [...values.keys()],
    clear: async () => values.clear(),
  }
}
