import CloudOffIcon from '@mui/icons-material/CloudOff'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { type DetailedHTMLProps, type HTMLAttributes, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadPricingTableScript, type PricingTableScriptState } from '../lib/stripe-pricing-table-loader.ts'

interface StripePricingTableAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  'pricing-table-id': string
  'publishable-key': string
  'client-reference-id'?: string
  'customer-email'?: string
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stripe-pricing-table': StripePricingTableAttributes
    }
  }
}

/** Whether this document was loaded at the current path (not reached by a link inside the app). */
function isDocumentLoadedHere(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  if (!entry?.name) return true
  try {
    return new URL(entry.name).pathname === window.location.pathname
  } catch {
    return true
  }
}

/**
 * Stripe's pricing table (`<stripe-pricing-table>`), its script loaded when this mounts. The checkout it opens carries
 * the organization as `client-reference-id` (the webhook links the subscription by it) and the user's e-mail. While
 * the script loads, a spinner; when it fails or takes too long (offline, blocked), a message with "try again".
 */
export function StripePricingTable({
  pricingTableId,
  publishableKey,
  clientReferenceId,
  customerEmail,
}: {
  pricingTableId: string
  publishableKey: string
  clientReferenceId: string
  customerEmail: string
}) {
  const { t } = useTranslation()
  const [state, setState] = useState<PricingTableScriptState | 'loading'>('loading')
  const isMounted = useRef(false)

  const load = useCallback(() => {
    setState('loading')
    void loadPricingTableScript().then((result) => {
      if (isMounted.current) setState(result)
    })
  }, [])

  useEffect(() => {
    isMounted.current = true
    // The server allows Stripe's script only in the subscription page's own document (its Content-Security-Policy,
    // decision 0015): reached by a link inside the app, the page is loaded once more as a document.
    if (!isDocumentLoadedHere()) {
      window.location.reload()
      return
    }
    load()
    return () => {
      isMounted.current = false
    }
  }, [load])

  if (state === 'loaded') {
    return (
      <Box data-testid="stripe-pricing-table" sx={{ minHeight: 320 }}>
        <stripe-pricing-table
          pricing-table-id={pricingTableId}
          publishable-key={publishableKey}
          client-reference-id={clientReferenceId}
          customer-email={customerEmail}
        />
      </Box>
    )
  }
  if (state === 'loading') {
    return (
      <Card
        role="status"
        data-testid="pricing-table-loading"
        sx={{ p: 4, minHeight: 200, display: 'grid', placeItems: 'center', borderStyle: 'dashed' }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={32} />
          <Typography color="text.secondary">{t('subscription.pricing.loading')}</Typography>
        </Box>
      </Card>
    )
  }
  return (
    <Card
      role="alert"
      data-testid="pricing-table-unavailable"
      sx={{
        p: { xs: 3, md: 4 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        borderStyle: 'dashed',
      }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <CloudOffIcon />
      </Box>
      <Typography variant="h5" component="h3">
        {t('subscription.pricing.failed_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {t('subscription.pricing.failed_body')}
      </Typography>
      <Button variant="contained" onClick={load} sx={{ mt: 0.5 }}>
        {t('subscription.pricing.retry')}
      </Button>
    </Card>
  )
}
