import { useSyncExternalStore } from 'react'
import { type Toast, type ToastInput, type ToastStore, toastStore } from './toast-store.ts'

export interface ToastApi {
  show: (input: ToastInput) => string
  success: (message: string, options?: Omit<ToastInput, 'message' | 'severity'>) => string
  error: (message: string, options?: Omit<ToastInput, 'message' | 'severity'>) => string
  info: (message: string, options?: Omit<ToastInput, 'message' | 'severity'>) => string
  update: ToastStore['update']
  dismiss: ToastStore['dismiss']
}

function createApi(store: ToastStore): ToastApi {
  return {
    show: store.add,
    success: (message, options) => store.add({ ...options, message, severity: 'success' }),
    error: (message, options) => store.add({ ...options, message, severity: 'error' }),
    info: (message, options) => store.add({ ...options, message, severity: 'info' }),
    update: store.update,
    dismiss: store.dismiss,
  }
}

const toastApi = createApi(toastStore)

/** Shows a toast: `const toast = useToast(); toast.success(t('settings.profile.saved'))`. */
export function useToast(): ToastApi {
  return toastApi
}

export function useToasts(store: ToastStore = toastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
