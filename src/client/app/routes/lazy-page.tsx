import { type ComponentType, lazy } from 'react'

export type LazyPage = ComponentType & {
  /** Starts loading the page's chunk (once); rendering it after that has settled does not suspend. */
  start: () => Promise<ComponentType>
}

/**
 * A page of a section loaded on demand, like React.lazy, that can be started before it renders: a section whose
 * module starts the page of the address being opened (its chunk preloaded by the server: decision 0028) renders it
 * at once, without a loader and a second render, when the chunk has arrived by then.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null
  let loading: Promise<ComponentType> | null = null
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    return loading
  }
  const Lazy = lazy(async () => ({ default: await start() }))
  function Page() {
    const Loaded = loaded
    return Loaded ? <Loaded /> : <Lazy />
  }
  return Object.assign(Page, { start })
}
