import { describe, expect, it } from 'vitest'
import {
  createToastStore,
  isSwipeDismiss,
  TOAST_DEFAULT_DURATION,
  TOAST_SWIPE_THRESHOLD,
  type ToastSink,
} from './toast-store.ts'

/** A viewport that records what it was told, and answers a close the way notistack does (through `dismiss`). */
function recordingSink(onClose?: (id: string) => void) {
  const log: string[] = []
  const sink: ToastSink = {
    open: (toast) => log.push(`open ${toast.id} ${toast.message}`),
    close: (id) => {
      log.push(`close ${id}`)
      onClose?.(id)
    },
  }
  return { log, sink }
}

describe('toast store', () => {
  it('adds a toast with defaults: info, 5 s, open', () => {
    const store = createToastStore()
    const id = store.add({ message: 'Saved' })
    expect(store.getSnapshot()).toEqual([
      {
        id,
        message: 'Saved',
        title: undefined,
        severity: 'info',
        duration: TOAST_DEFAULT_DURATION,
        action: undefined,
        isOpen: true,
      },
    ])
    expect(TOAST_DEFAULT_DURATION).toBe(5000)
  })

  it('shows one toast at a time: a new one replaces the shown one', () => {
    const store = createToastStore()
    store.add({ message: 'first' })
    const second = store.add({ message: 'second', severity: 'error' })
    const toasts = store.getSnapshot()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toMatchObject({ id: second, message: 'second', severity: 'error' })
  })

  it('with the viewport connected, the replaced toast closes there and stays until its exit has played', () => {
    const store = createToastStore()
    const { log, sink } = recordingSink()
    const before = store.add({ message: 'before' })
    store.connect(sink)
    expect(log).toEqual([`open ${before} before`])
    const next = store.add({ message: 'next' })
    expect(log).toEqual([`open ${before} before`, `close ${before}`, `open ${next} next`])
    expect(store.getSnapshot().map((toast) => [toast.id, toast.isOpen])).toEqual([
      [next, true],
      [before, false],
    ])
    store.remove(before)
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([next])
  })

  it('dismiss closes once even when the viewport answers through dismiss again', () => {
    const store = createToastStore()
    const { log, sink } = recordingSink((id) => store.dismiss(id))
    store.connect(sink)
    const id = store.add({ message: 'Bye' })
    store.dismiss(id)
    expect(log.filter((line) => line.startsWith('close'))).toEqual([`close ${id}`])
    expect(store.getSnapshot()[0]).toMatchObject({ id, isOpen: false })
  })

  it('a disconnected viewport is told nothing more', () => {
    const store = createToastStore()
    const { log, sink } = recordingSink()
    const disconnect = store.connect(sink)
    disconnect()
    store.add({ message: 'later' })
    expect(log).toEqual([])
  })

  it('updates a toast in place', () => {
    const store = createToastStore()
    const id = store.add({ message: 'Uploading' })
    store.update(id, { message: 'Uploaded', severity: 'success', title: undefined })
    expect(store.getSnapshot()[0]).toMatchObject({ id, message: 'Uploaded', severity: 'success', isOpen: true })
  })

  it('dismiss without id closes every toast; remove without id drops them all', () => {
    const store = createToastStore()
    store.add({ message: 'a' })
    store.dismiss()
    expect(store.getSnapshot().every((toast) => !toast.isOpen)).toBe(true)
    store.remove()
    expect(store.getSnapshot()).toEqual([])
  })

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const store = createToastStore()
    let calls = 0
    const unsubscribe = store.subscribe(() => {
      calls += 1
    })
    const id = store.add({ message: 'a' })
    store.update(id, { message: 'b' })
    store.dismiss(id)
    store.dismiss(id)
    unsubscribe()
    store.remove(id)
    expect(calls).toBe(3)
  })
})

describe('isSwipeDismiss', () => {
  it('dismisses on a swipe right of 50 px or more', () => {
    expect(TOAST_SWIPE_THRESHOLD).toBe(50)
    expect(isSwipeDismiss(49)).toBe(false)
    expect(isSwipeDismiss(50)).toBe(true)
    expect(isSwipeDismiss(120)).toBe(true)
    expect(isSwipeDismiss(-80)).toBe(false)
  })
})
