import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isSwipeDismiss, type Toast, type ToastStore, toastStore } from './toast-store.ts'
import { useToasts } from './use-toast.ts'

const SEVERITY_COLOR: Record<Toast['severity'], string> = {
  success: 'success.main',
  info: 'info.main',
  warning: 'warning.main',
  error: 'error.main',
}

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useTranslation()
  const [offset, setOffset] = useState(0)
  const [isPaused, setIsPaused] = useState(false)
  const start = useRef<{ x: number; id: number } | null>(null)

  useEffect(() => {
    if (!toast.isOpen || isPaused || toast.duration === Number.POSITIVE_INFINITY) return
    const timer = setTimeout(() => store.dismiss(toast.id), toast.duration)
    return () => clearTimeout(timer)
  }, [toast.id, toast.isOpen, toast.duration, isPaused, store])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return
    start.current = { x: event.clientX, id: event.pointerId }
    event.currentTarget.setPointerCapture?.(event.pointerId)
    setIsPaused(true)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return
    setOffset(Math.max(0, event.clientX - start.current.x))
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return
    const deltaX = event.clientX - start.current.x
    start.current = null
    setIsPaused(false)
    if (isSwipeDismiss(deltaX)) {
      store.dismiss(toast.id)
    } else {
      setOffset(0)
    }
  }

  const isVisible = toast.isOpen
  return (
    <Box
      role={toast.severity === 'error' ? 'alert' : 'status'}
      aria-live={toast.severity === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      aria-hidden={!isVisible}
      tabIndex={isVisible ? 0 : -1}
      data-toast-id={toast.id}
      data-state={isVisible ? 'open' : 'closed'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') store.dismiss(toast.id)
      }}
      sx={{
        pointerEvents: isVisible ? 'auto' : 'none',
        touchAction: 'pan-y',
        userSelect: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pl: 2.5,
        borderRadius: '16px',
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 12px 32px rgba(0,0,0,0.28)',
        position: 'relative',
        overflow: 'hidden',
        transform: `translateX(${offset}px)`,
        opacity: isVisible ? Math.max(0.2, 1 - offset / 200) : 0,
        transition: offset > 0 && start.current ? 'none' : 'opacity 0.2s ease-out, transform 0.2s ease-out',
        '@keyframes toast-in': { from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1 } },
        animation: isVisible ? 'toast-in 0.2s ease-out' : 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          left: 0,
          width: 5,
          bgcolor: SEVERITY_COLOR[toast.severity],
        },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {toast.title ? (
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {toast.title}
          </Typography>
        ) : null}
        <Typography variant="body2" component="p">
          {toast.message}
        </Typography>
      </Box>
      {toast.action ? (
        <Button
          size="small"
          onClick={() => {
            toast.action?.onClick()
            store.dismiss(toast.id)
          }}
        >
          {toast.action.label}
        </Button>
      ) : null}
      <Button
        size="small"
        color="inherit"
        onClick={() => store.dismiss(toast.id)}
        aria-label={t('common.close')}
        sx={{ minWidth: 0, px: 1, borderRadius: '8px', lineHeight: 1, fontSize: 18 }}
      >
        ×
      </Button>
    </Box>
  )
}

/** The toast viewport: top-center on phones, bottom-right from `sm` up; F8 moves focus to the toast. */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { t } = useTranslation()
  const toasts = useToasts(store)
  const viewport = useRef<HTMLElement>(null)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return
      event.preventDefault()
      const element = viewport.current
      const open = element?.querySelector<HTMLElement>('[data-state="open"]')
      ;(open ?? element)?.focus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <Box
      component="section"
      ref={viewport}
      // about this moment, not the page: left out of its snapshot (lib/offline/page-snapshot.ts)
      data-snapshot-skip
      tabIndex={-1}
      aria-label={t('toasts.region')}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        outline: 'none',
        pointerEvents: 'none',
        top: { xs: 'max(12px, env(safe-area-inset-top))', sm: 'auto' },
        bottom: { xs: 'auto', sm: 24 },
        left: { xs: 12, sm: 'auto' },
        right: { xs: 12, sm: 24 },
        width: { xs: 'auto', sm: 380 },
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </Box>
  )
}
