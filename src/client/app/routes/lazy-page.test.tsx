// @vitest-environment happy-dom
import { act, type ComponentType, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyPage } from './lazy-page.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
})

function renderInSuspense(Page: ComponentType) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(<Suspense fallback={<p>loading</p>}>{<Page />}</Suspense>))
  return { container, root }
}

describe('lazyPage', () => {
  it('renders a page started beforehand at once, without the loader', async () => {
    let loads = 0
    const Page = lazyPage(async () => {
      loads++
      return () => <p>the page</p>
    })
    await Page.start()
    const { container, root } = renderInSuspense(Page)
    expect(container.textContent).toBe('the page')
    expect(loads).toBe(1)
    act(() => root.unmount())
  })

  it('loads a page not started on its first render, behind the loader, once', async () => {
    let loads = 0
    const Page = lazyPage(async () => {
      loads++
      return () => <p>the page</p>
    })
    const { container, root } = renderInSuspense(Page)
    expect(container.textContent).toBe('loading')
    await act(async () => {
      await Page.start()
    })
    expect(container.textContent).toBe('the page')
    expect(loads).toBe(1)
    act(() => root.unmount())
  })
})
