import { lazy, Suspense } from 'react'
import { useUpdateAvailable } from './update-state.ts'

const UpdateBar = lazy(async () => ({ default: (await import('./update-bar.tsx')).UpdateBar }))

/** "New version available — reload": loads its bar only when there is a new version, so no page pays for it. */
export function UpdatePrompt() {
  const source = useUpdateAvailable()
  if (!source) return null
  return (
    <Suspense fallback={null}>
      <UpdateBar source={source} />
    </Suspense>
  )
}
