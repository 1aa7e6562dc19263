import { describe, expect, it } from 'vitest'
import {
  createToastStore,
  isSwipeDismiss,
  TOAST_DEFAULT_DURATION,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
} from './toast-store.ts'

function fakeTimers() {
  let now = 0
  let nextId = 1
  const pending = new Map<number, { at: number; callback: () => void }>()
  return {
    timers: {
      setTimeout: (callback: () => void, ms: number) => {
        const id = nextId++
        pending.set(id, { at: now + ms, callback })
        return id
      },
      clearTimeout: (handle: unknown) => {
        pending.delete(handle as number)
      },
    },
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(id)
          timer.callback()
        }
      }
    },
    get pendingCount() {
      return pending.size
    },
  }
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

  it('updates a toast in place', () => {
    const store = createToastStore()
    const id = store.add({ message: 'Uploading' })
    store.update(id, { message: 'Uploaded', severity: 'success' })
    expect(store.getSnapshot()[0]).toMatchObject({ id, message: 'Uploaded', severity: 'success', isOpen: true })
  })

  it('dismiss marks the toast closed and removes it after the removal delay', () => {
    const clock = fakeTimers()
    const store = createToastStore({ timers: clock.timers })
    const id = store.add({ message: 'Bye' })
    store.dismiss(id)
    expect(store.getSnapshot()[0]).toMatchObject({ id, isOpen: false })
    clock.advance(TOAST_REMOVE_DELAY - 1)
    expect(store.getSnapshot()).toHaveLength(1)
    clock.advance(1)
    expect(store.getSnapshot()).toEqual([])
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
  })

  it('dismiss without id closes every toast; dismissing twice schedules one removal', () => {
    const clock = fakeTimers()
    const store = createToastStore({ timers: clock.timers })
    store.add({ message: 'a' })
    store.dismiss()
    store.dismiss()
    expect(store.getSnapshot().every((toast) => !toast.isOpen)).toBe(true)
    expect(clock.pendingCount).toBe(1)
  })

  it('remove drops a toast at once and cancels its removal timer', () => {
    const clock = fakeTimers()
    const store = createToastStore({ timers: clock.timers })
    const id = store.add({ message: 'a' })
    store.dismiss(id)
    store.remove(id)
    expect(store.getSnapshot()).toEqual([])
    expect(clock.pendingCount).toBe(0)
  })

  it('replacing a dismissed toast cancels its pending removal', () => {
    const clock = fakeTimers()
    const store = createToastStore({ timers: clock.timers })
    const id = store.add({ message: 'a' })
    store.dismiss(id)
    store.add({ message: 'b' })
    expect(clock.pendingCount).toBe(0)
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['b'])
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
    unsubscribe()
    store.remove(id)
    expect(calls).toBe(3)
  })

  it('keeps more toasts when built with a higher limit', () => {
    const store = createToastStore({ limit: 3 })
    store.add({ message: 'a' })
    store.add({ message: 'b' })
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['b', 'a'])
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
