import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import {
  type CustomContentProps,
  SnackbarContent,
  type SnackbarKey,
  type SnackbarOrigin,
  SnackbarProvider,
} from 'notistack'
import { forwardRef, type PointerEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isSwipeDismiss, type Toast, type ToastStore, toastStore } from './toast-store.ts'
import { useToasts } from './use-toast.ts'

const PHONE: SnackbarOrigin = { vertical: 'top', horizontal: 'center' }
const WIDE: SnackbarOrigin = { vertical: 'bottom', horizontal: 'right' }

/** Swiping right by the threshold dismisses; the toast follows the finger meanwhile. */
function useSwipe(onDismiss: () => void, setIsPaused: (isPaused: boolean) => void) {
  const [offset, setOffset] = useState(0)
  const start = useRef<{ x: number; id: number } | null>(null)
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
    if (isSwipeDismiss(deltaX)) onDismiss()
    else setOffset(0)
  }
  const isDragging = offset > 0 && start.current !== null
  return {
    offset,
    isDragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  }
}

/** One toast: an MUI Alert (both themes), closed after its duration unless hovered, focused or held. */
function ToastCard({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useTranslation()
  const [isPaused, setIsPaused] = useState(false)
  const dismiss = () => store.dismiss(toast.id)
  const swipe = useSwipe(dismiss, setIsPaused)

  useEffect(() => {
    if (!toast.isOpen || isPaused || toast.duration === Number.POSITIVE_INFINITY) return
    const timer = setTimeout(() => store.dismiss(toast.id), toast.duration)
    return () => clearTimeout(timer)
  }, [toast.id, toast.isOpen, toast.duration, isPaused, store])

  const isError = toast.severity === 'error'
  return (
    <Alert
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      aria-hidden={!toast.isOpen}
      tabIndex={toast.isOpen ? 0 : -1}
      data-toast-id={toast.id}
      data-state={toast.isOpen ? 'open' : 'closed'}
      severity={toast.severity}
      variant="outlined"
      elevation={8}
      onClose={dismiss}
      closeText={t('common.close')}
      action={
        toast.action ? (
          <Button
            size="small"
            color="inherit"
            onClick={() => {
              toast.action?.onClick()
              dismiss()
            }}
          >
            {toast.action.label}
          </Button>
        ) : undefined
      }
      {...swipe.handlers}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss()
      }}
      sx={{
        width: { xs: '100%', sm: 380 },
        borderRadius: '16px',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: '0 12px 32px rgba(0,0,0,0.28)',
        touchAction: 'pan-y',
        userSelect: 'none',
        transform: `translateX(${swipe.offset}px)`,
        opacity: Math.max(0.2, 1 - swipe.offset / 200),
        transition: swipe.isDragging ? 'none' : 'opacity 0.2s ease-out, transform 0.2s ease-out',
        '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {toast.title ? <AlertTitle sx={{ fontWeight: 700 }}>{toast.title}</AlertTitle> : null}
      {toast.message}
    </Alert>
  )
}

/** notistack's content for every variant: the toast the store holds under that key. */
function createContent(store: ToastStore) {
  const Content = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent({ id }, ref) {
    const toast = useToasts(store).find((each) => each.id === id)
    return (
      <SnackbarContent ref={ref} style={{ width: '100%' }}>
        {/* a closed toast leaves no text behind while notistack takes its box away: one toast at a time */}
        {toast?.isOpen ? <ToastCard toast={toast} store={store} /> : null}
      </SnackbarContent>
    )
  })
  return { default: Content, success: Content, info: Content, warning: Content, error: Content }
}

/**
 * The toast viewport (notistack): one toast at a time, top-center on phones and bottom-right from `sm` up, in a
 * region named for F8, which moves focus to the toast. Left out of the page's snapshot (lib/offline/page-snapshot.ts).
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const isWide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true })
  const viewport = useRef<HTMLElement>(null)
  const provider = useRef<SnackbarProvider>(null)
  const [components] = useState(() => createContent(store))
  const isWideNow = useRef(isWide)
  isWideNow.current = isWide

  useEffect(
    () =>
      store.connect({
        open: (toast) =>
          provider.current?.enqueueSnackbar({
            key: toast.id,
            message: toast.message,
            variant: toast.severity,
            persist: true,
            anchorOrigin: isWideNow.current ? WIDE : PHONE,
          }),
        close: (id) => provider.current?.closeSnackbar(id),
      }),
    [store],
  )

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
        outline: 'none',
        '& .notistack-SnackbarContainer': { zIndex: 'snackbar' },
        [theme.breakpoints.down('sm')]: {
          '& .notistack-SnackbarContainer': {
            top: 'max(12px, env(safe-area-inset-top))',
            left: 12,
            right: 12,
            width: 'auto',
            maxWidth: 'none',
            transform: 'none',
          },
        },
      }}
    >
      <SnackbarProvider
        ref={provider}
        // one at a time: a replaced toast leaves at once (no exit animation), so two are never on screen together
        maxSnack={2}
        transitionDuration={{ enter: 225, exit: 0 }}
        autoHideDuration={null}
        anchorOrigin={isWide ? WIDE : PHONE}
        Components={components}
        onClose={(_event, _reason, key?: SnackbarKey) => {
          if (key !== undefined) store.dismiss(String(key))
        }}
        onExited={(_node, key) => store.remove(String(key))}
      />
    </Box>
  )
}
