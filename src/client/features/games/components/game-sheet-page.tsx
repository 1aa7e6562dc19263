import SearchOffIcon from '@mui/icons-material/SearchOff'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { BackLink } from '#client/components/back-link.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { preloadToaster } from '#client/lib/toasts/lazy-toaster.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'
import { useGameSheet } from '../hooks/use-game-sheet.ts'
import { GameSheetView } from './game-sheet-view.tsx'

/**
 * `/:lang/games/:id`: back to the tournament's fixtures, then the sheet (or why it is not there). `isAppointedReferee`:
 * whether a signed-in referee is this game's appointed one (the app knows, the games feature does not; decision 0051).
 */
export function GameSheetPage({
  organizationId,
  gameId,
  isAppointedReferee = true,
}: {
  organizationId: string
  gameId: string
  isAppointedReferee?: boolean
}) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const query = useGameSheet(organizationId, gameId)
  // the sheet's saves and syncs tell of themselves in toasts, also once the signal is gone
  useEffect(preloadToaster, [])
  const game = query.data
  const back = game
    ? { to: localize(`/tournaments/${game.tournamentId}/fixtures`), label: game.tournament.name }
    : { to: localize('/tournaments'), label: t('games.back_to_tournaments') }

  let content: ReactNode
  if (query.isPending) {
    content = (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    )
  } else if (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
    content = (
      <EmptyState
        headingLevel="h1"
        icon={<SearchOffIcon />}
        title={t('games.not_found')}
        description={t('games.not_found_body')}
        actions={
          <Button component={RouterLink} to={back.to} variant="contained">
            {back.label}
          </Button>
        }
      />
    )
  } else if (query.isError) {
    content = <FormError message={errorMessage(t, query.error)} />
  } else {
    content = (
      <GameSheetView
        key={gameId}
        organizationId={organizationId}
        game={query.data}
        isAppointedReferee={isAppointedReferee}
      />
    )
  }
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <Box component="h1" sx={visuallyHidden}>
        {game ? t('games.title', { home: game.homeTeam.name, away: game.awayTeam.name }) : t('games.sheet')}
      </Box>
      {content}
    </>
  )
}
