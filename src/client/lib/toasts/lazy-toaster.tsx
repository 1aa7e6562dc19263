import { Component, lazy, type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToasts } from './use-toast.ts'

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }))

/** Loads the toast viewport with the first toast, so pages that never show one (sign-in) do not pay for it. */
export function LazyToaster() {
  const toasts = useToasts()
  const [isNeeded, setIsNeeded] = useState(false)
  if (!isNeeded && toasts.length > 0) setIsNeeded(true)
  if (!isNeeded) return null
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkBoundary>
  )
}

/**
 * If the toast chunk cannot load (a new version was deployed while the tab was open), say so instead of letting the
 * failed import unmount the whole app.
 */
class ChunkBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false }

  static getDerivedStateFromError() {
    return { hasFailed: true }
  }

  render() {
    return this.state.hasFailed ? <NewVersionNotice /> : this.props.children
  }
}

function NewVersionNotice() {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 1400,
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '12px 16px',
        borderRadius: 12,
        background: '#1f2a24',
        color: '#fff',
        font: 'inherit',
      }}
    >
      <span>{t('route_error.new_version')}</span>
      <button type="button" onClick={() => window.location.reload()} style={{ font: 'inherit', padding: '6px 12px' }}>
        {t('route_error.reload')}
      </button>
    </div>
  )
}
