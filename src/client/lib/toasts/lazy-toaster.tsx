import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToasts } from './use-toast.ts'

const lazyToaster = () => lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }))

/**
 * Loads the toast viewport now, while there is signal, on a page that is used without it (the game sheet at the
 * field): a dynamic import that failed offline stays failed in the browser's module map for the page's life, even once
 * the signal is back, so a page whose first toast came offline could never show one (and said "new version").
 */
export function preloadToaster(): void {
  if (navigator.onLine !== false) void import('./toaster.tsx').catch(() => undefined)
}

/** Loads the toast viewport with the first toast, so pages that never show one (sign-in) do not pay for it. */
export function LazyToaster() {
  const toasts = useToasts()
  const [isNeeded, setIsNeeded] = useState(false)
  // a failed import stays failed inside React.lazy: trying again needs a new lazy component (and a new boundary)
  const [attempt, setAttempt] = useState(() => ({ Toaster: lazyToaster(), key: 0 }))
  if (!isNeeded && toasts.length > 0) setIsNeeded(true)
  if (!isNeeded) return null
  const { Toaster } = attempt
  return (
    <ChunkBoundary
      key={attempt.key}
      onRetry={() => setAttempt((last) => ({ Toaster: lazyToaster(), key: last.key + 1 }))}
    >
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkBoundary>
  )
}

/**
 * If the toast chunk cannot load, say why instead of letting the failed import unmount the whole app: with no signal
 * (a phone at the field, before the service worker had saved that chunk) it is tried again when the signal returns;
 * online, a new version was deployed while the tab was open.
 */
class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { hasFailed: boolean }> {
  state = { hasFailed: false }

  static getDerivedStateFromError() {
    return { hasFailed: true }
  }

  render() {
    if (!this.state.hasFailed) return this.props.children
    return navigator.onLine === false ? <RetryWhenOnline onRetry={this.props.onRetry} /> : <NewVersionNotice />
  }
}

function RetryWhenOnline({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry, { once: true })
    return () => window.removeEventListener('online', onRetry)
  }, [onRetry])
  return null
}

function NewVersionNotice() {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      data-snapshot-skip
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
