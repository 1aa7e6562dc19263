import { lazy, Suspense, useState } from 'react'
import { useToasts } from './use-toast.ts'

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }))

/** Loads the toast viewport with the first toast, so pages that never show one (sign-in) do not pay for it. */
export function LazyToaster() {
  const toasts = useToasts()
  const [isNeeded, setIsNeeded] = useState(false)
  if (!isNeeded && toasts.length > 0) setIsNeeded(true)
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
