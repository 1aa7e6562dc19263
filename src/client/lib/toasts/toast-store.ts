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
  /** false once dismissed (or replaced): the toast plays its exit, then is removed. */
  isOpen: boolean
}

export const TOAST_DEFAULT_DURATION = 5000
export const TOAST_SWIPE_THRESHOLD = 50

/** Where the toasts are shown: notistack's provider, once the toast viewport is loaded (toaster.tsx). */
export interface ToastSink {
  open: (toast: Toast) => void
  close: (id: string) => void
}

export interface ToastStore {
  getSnapshot: () => readonly Toast[]
  subscribe: (listener: () => void) => () => void
  add: (input: ToastInput) => string
  update: (id: string, input: Partial<ToastInput>) => void
  /** Closes a toast (every toast without id): it plays its exit, then `remove` drops it. */
  dismiss: (id?: string) => void
  /** Drops a toast at once (every toast without id), e.g. once its exit has played. */
  remove: (id?: string) => void
  /** Connects the viewport: the open toast shows at once; returns the disconnection. */
  connect: (sink: ToastSink) => () => void
}

/**
 * The toasts' content, outside React so any code can show one (`useToast`): one at a time, a new toast replaces the
 * shown one. Showing, timing, stacking and the exit are notistack's (the sink); this keeps what each toast says and
 * whether it is open, so a toast added before the viewport is loaded shows once it is (docs/decisions/0030-…).
 */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = []
  let counter = 0
  let sink: ToastSink | null = null
  const listeners = new Set<() => void>()

  const set = (next: readonly Toast[]) => {
    toasts = next
    for (const listener of listeners) listener()
  }

  const close = (targets: readonly Toast[]) => {
    for (const toast of targets) sink?.close(toast.id)
  }

  const add = (input: ToastInput): string => {
    counter += 1
    const toast: Toast = {
      id: `toast-${counter}`,
      message: input.message,
      title: input.title,
      severity: input.severity ?? 'info',
      duration: input.duration ?? TOAST_DEFAULT_DURATION,
      action: input.action,
      isOpen: true,
    }
    const replaced = toasts.filter((each) => each.isOpen)
    // the replaced ones play their exit in the viewport (a few at most: one the viewport never showed has no exit);
    // with no viewport yet there is nothing to play
    const kept = sink ? toasts.map((each) => (each.isOpen ? { ...each, isOpen: false } : each)).slice(0, 3) : []
    set([toast, ...kept])
    close(replaced)
    sink?.open(toast)
    return toast.id
  }

  const update = (id: string, input: Partial<ToastInput>) => {
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
    set(toasts.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast)))
  }

  const dismiss = (id?: string) => {
    const targets = toasts.filter((toast) => (id === undefined || toast.id === id) && toast.isOpen)
    if (targets.length === 0) return
    // closed here first: the viewport's own close (notistack's onClose) comes back through here and finds it done
    set(toasts.map((toast) => (targets.includes(toast) ? { ...toast, isOpen: false } : toast)))
    close(targets)
  }

  const remove = (id?: string) => {
    if (id !== undefined && !toasts.some((toast) => toast.id === id)) return
    set(id === undefined ? [] : toasts.filter((toast) => toast.id !== id))
  }

  const connect = (next: ToastSink) => {
    sink = next
    for (const toast of toasts) if (toast.isOpen) next.open(toast)
    return () => {
      if (sink === next) sink = null
    }
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
    connect,
  }
}

/** Decides a swipe from the horizontal distance moved: right by the threshold or more dismisses. */
export function isSwipeDismiss(deltaX: number, threshold = TOAST_SWIPE_THRESHOLD): boolean {
  return deltaX >= threshold
}

export const toastStore = createToastStore()
