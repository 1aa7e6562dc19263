export type ToastSeverity = 'success' | 'info' | 'warning' | 'error'

export interface ToastAction {
  label: string
  onClick: () => void
}

export interface ToastInput {
  message: string
  title?: string
  severity?: ToastSeverity
  /** Milliseconds before it closes by itself; default 5000. */
  duration?: number
  action?: ToastAction
}

export interface Toast extends Required<Pick<ToastInput, 'message' | 'severity' | 'duration'>> {
  id: string
  title?: string
  action?: ToastAction
  /** false once dismissed: the toast plays its exit, then is removed. */
  isOpen: boolean
}

export const TOAST_LIMIT = 1
export const TOAST_DEFAULT_DURATION = 5000
/** A dismissed toast is removed (dropped from the state) this long after dismissal (seed §9). */
export const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_SWIPE_THRESHOLD = 50

export interface ToastStore {
  getSnapshot: () => readonly Toast[]
  subscribe: (listener: () => void) => () => void
  add: (input: ToastInput) => string
  update: (id: string, input: Partial<ToastInput>) => void
  dismiss: (id?: string) => void
  remove: (id?: string) => void
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * One toast at a time: adding a toast replaces the one shown. A toast is added, updated, dismissed (marked closed)
 * or removed. Timers are injectable for tests; the auto-close timer lives in the view (it pauses on hover).
 */
export function createToastStore({ timers = defaultTimers, limit = TOAST_LIMIT } = {}): ToastStore {
  let toasts: readonly Toast[] = []
  let counter = 0
  const listeners = new Set<() => void>()
  const removeTimers = new Map<string, unknown>()

  const emit = () => {
    for (const listener of listeners) listener()
  }

  const set = (next: readonly Toast[]) => {
    toasts = next
    emit()
  }

  const scheduleRemoval = (id: string) => {
    if (removeTimers.has(id)) return
    removeTimers.set(
      id,
      timers.setTimeout(() => {
        removeTimers.delete(id)
        remove(id)
      }, TOAST_REMOVE_DELAY),
    )
  }

  const remove = (id?: string) => {
    const ids = id === undefined ? toasts.map((toast) => toast.id) : [id]
    for (const each of ids) {
      const handle = removeTimers.get(each)
      if (handle !== undefined) timers.clearTimeout(handle)
      removeTimers.delete(each)
    }
    set(id === undefined ? [] : toasts.filter((toast) => toast.id !== id))
  }

  const add = (input: ToastInput): string => {
    counter += 1
    const id = `toast-${counter}`
    const toast: Toast = {
      id,
      message: input.message,
      title: input.title,
      severity: input.severity ?? 'info',
      duration: input.duration ?? TOAST_DEFAULT_DURATION,
      action: input.action,
      isOpen: true,
    }
    const kept = [toast, ...toasts].slice(0, limit)
    for (const dropped of toasts) {
      if (!kept.includes(dropped)) {
        const handle = removeTimers.get(dropped.id)
        if (handle !== undefined) timers.clearTimeout(handle)
        removeTimers.delete(dropped.id)
      }
    }
    set(kept)
    return id
  }

  const update = (id: string, input: Partial<ToastInput>) => {
    set(
      toasts.map((toast) =>
        toast.id === id
          ? {
              ...toast,
              ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
            }
          : toast,
      ),
    )
  }

  const dismiss = (id?: string) => {
    const targets = toasts.filter((toast) => (id === undefined || toast.id === id) && toast.isOpen)
    if (targets.length === 0) return
    for (const toast of targets) scheduleRemoval(toast.id)
    set(toasts.map((toast) => (targets.includes(toast) ? { ...toast, isOpen: false } : toast)))
  }

  return {
    getSnapshot: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add,
    update,
    dismiss,
    remove,
  }
}

/** Decides a swipe from the horizontal distance moved: right by the threshold or more dismisses. */
export function isSwipeDismiss(deltaX: number, threshold = TOAST_SWIPE_THRESHOLD): boolean {
  return deltaX >= threshold
}

export const toastStore = createToastStore()
