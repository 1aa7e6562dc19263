import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { PlainButton } from '#client/components/plain-button.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { getStoredLang } from '#client/lib/lang.ts'

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status
  if (isApiError(error)) return error.status
  return null
}

/** The error element of every route: a translated 404 / 403 / "something went wrong" with a way back. */
export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  const status = statusOf(error)
  const kind = status === 404 ? 'not_found' : status === 403 ? 'forbidden' : 'unexpected'
  const isChunkError =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)
  // a page's code that never reached this phone, opened with no signal: not a new version
  const chunkMessage = navigator.onLine === false ? t('route_error.offline') : t('route_error.new_version')

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {t(`route_error.${kind}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {isChunkError ? chunkMessage : t(`route_error.${kind}.description`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          <PlainButton variant="contained" onClick={() => window.location.reload()}>
            {t('route_error.reload')}
          </PlainButton>
          <PlainButton onClick={() => window.location.assign(`/${getStoredLang()}/dashboard`)}>
            {t('route_error.home')}
          </PlainButton>
        </Box>
      </Box>
    </Box>
  )
}
