// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../testing/render.tsx'
import { createToastStore } from './toast-store.ts'
import { Toaster } from './toaster.tsx'

async function renderToaster() {
  const store = createToastStore()
  const view = await renderRoutes([{ path: '/:lang', element: <Toaster store={store} /> }])
  return { ...view, store }
}

function pointer(type: string, element: Element, clientX: number) {
  element.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, pointerId: 1, button: 0 }))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('shows one toast at a time and closes it after 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const view = await renderToaster()
    await act(async () => {
      view.store.add({ message: 'First' })
      view.store.add({ message: 'Second', severity: 'success' })
    })
    const open = () => view.container.querySelectorAll('[data-state="open"]')
    expect(open()).toHaveLength(1)
    expect(open()[0]?.textContent).toContain('Second')
    await act(async () => vi.advanceTimersByTime(4999))
    expect(open()).toHaveLength(1)
    await act(async () => vi.advanceTimersByTime(1))
    expect(open()).toHaveLength(0)
    await view.unmount()
  })

  it('moves focus to the toast on F8', async () => {
    const view = await renderToaster()
    await act(async () => {
      view.store.add({ message: 'Saved' })
    })
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }))
    })
    expect(document.activeElement?.getAttribute('data-state')).toBe('open')
    expect(view.container.querySelector('section')?.getAttribute('aria-label')).toBe('Notifications (F8)')
    await view.unmount()
  })

  it('is dismissed by a swipe right of 50 px, not by a shorter one', async () => {
    const view = await renderToaster()
    await act(async () => {
      view.store.add({ message: 'Swipe me' })
    })
    const toast = () => view.container.querySelector('[data-toast-id]') as HTMLElement
    await act(async () => {
      pointer('pointerdown', toast(), 100)
      pointer('pointermove', toast(), 130)
      pointer('pointerup', toast(), 130)
    })
    expect(toast().dataset.state).toBe('open')
    await act(async () => {
      pointer('pointerdown', toast(), 100)
      pointer('pointermove', toast(), 150)
      pointer('pointerup', toast(), 150)
    })
    // closed: its text leaves the screen at once (one toast at a time)
    expect(toast()).toBeNull()
    expect(view.store.getSnapshot().some((each) => each.isOpen)).toBe(false)
    await view.unmount()
  })

  it('closes with its close button', async () => {
    const view = await renderToaster()
    await act(async () => {
      view.store.add({ message: 'Bye' })
    })
    await act(async () => {
      ;(view.container.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click()
    })
    expect(view.store.getSnapshot()[0]?.isOpen).toBe(false)
    await view.unmount()
  })
})
