import AddIcon from '@mui/icons-material/Add'
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun'
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { CardGlyph } from '#client/components/competition/competition-chips.tsx'
import { YellowWarningAlert } from '#client/components/competition/yellow-warning-alert.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import type { PlayerDiscipline } from '#client/lib/competition/suspensions-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { useGamesToServeById, usePlayerRecord } from '../hooks/use-suspensions.ts'
import { byUrgency, hasRecord } from '../lib/suspension-view.ts'
import { SuspensionCreateDialog } from './suspension-create-dialog.tsx'
import { SuspensionList } from './suspension-list.tsx'

type TournamentRecord = PlayerDiscipline['tournaments'][number]

/** One figure of the record: a glyph, the number, and what it counts for screen readers (and as a tooltip). */
function Figure({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <Box
      component="li"
      title={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        minHeight: 36,
        px: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: '18px',
        opacity: value === 0 ? 0.6 : 1,
      }}
    >
      {icon}
      <Box component="span" aria-hidden sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  )
}

function TournamentItem({
  organizationId,
  entry,
  canWrite,
  onSuspend,
}: {
  organizationId: string
  entry: TournamentRecord
  canWrite: boolean
  onSuspend: () => void
}) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const titleId = useId()
  const gamesById = useGamesToServeById(organizationId, entry.tournamentId, entry.suspensions)
  const suspensions = byUrgency(entry.suspensions)
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid="player-tournament"
      data-tournament={entry.tournamentName}
      sx={{ display: 'grid', gap: 1.5, py: 2, '&:first-of-type': { pt: 1 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={localize(`/tournaments/${entry.tournamentId}`)} color="inherit">
              {entry.tournamentName}
            </Link>
          </Typography>
          {entry.teams.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {entry.teams.map((team) => team.name).join(' · ')}
            </Typography>
          ) : null}
        </Box>
        {canWrite && entry.teams.length > 0 ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={onSuspend}
            aria-label={t('suspensions.create.suspend_in', { tournament: entry.tournamentName })}
            sx={{ whiteSpace: 'nowrap', minHeight: 36 }}
          >
            {t('suspensions.create.suspend')}
          </Button>
        ) : null}
      </Box>
      <Box
        component="ul"
        aria-label={t('players.record.figures')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Figure
          icon={<DirectionsRunIcon sx={{ fontSize: 18 }} color="action" />}
          value={entry.gamesPlayed}
          label={t('players.record.games_played', { count: entry.gamesPlayed })}
        />
        <Figure
          icon={<SportsSoccerIcon sx={{ fontSize: 18 }} color="primary" />}
          value={entry.goals}
          label={t('players.record.goals', { count: entry.goals })}
        />
        <Figure
          icon={<CardGlyph type="yellow" size={18} decorative />}
          value={entry.yellow}
          label={t('players.record.yellow', { count: entry.yellow })}
        />
        {entry.blue > 0 ? (
          <Figure
            icon={<CardGlyph type="blue" size={18} decorative />}
            value={entry.blue}
            label={t('players.record.blue', { count: entry.blue })}
          />
        ) : null}
        <Figure
          icon={<CardGlyph type="red" size={18} decorative />}
          value={entry.red}
          label={t('players.record.red', { count: entry.red })}
        />
      </Box>
      {entry.warning ? (
        <YellowWarningAlert warning={entry.warning} yellowCount={entry.yellow} limit={entry.yellowCardsForSuspension} />
      ) : null}
      {suspensions.length > 0 ? (
        <SuspensionList
          organizationId={organizationId}
          items={suspensions}
          canWrite={canWrite}
          showPlayer={false}
          games={gamesById}
          columns={{ xs: '1fr' }}
        />
      ) : null}
      {hasRecord(entry) ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('players.record.nothing_yet')}
        </Typography>
      )}
    </Box>
  )
}

/**
 * A player's competition record (player page): per tournament, their teams in it, goals, cards, the yellow-card
 * warning and the suspensions with what is left to serve; managers suspend the player by hand there. Live: the
 * record's query hangs under `discipline`, which results, cards, suspensions and names refresh.
 */
export function PlayerRecord({
  organizationId,
  player,
}: {
  organizationId: string
  player: { id: string; firstname: string; lastname: string; deletedAt: string | null }
}) {
  const { t } = useTranslation()
  const canWrite = useCanWrite() && !player.deletedAt
  const query = usePlayerRecord(organizationId, player.id)
  const [suspendingIn, setSuspendingIn] = useState<TournamentRecord | null>(null)
  const entries = query.data ?? []
  return (
    <Card
      component="section"
      aria-labelledby="player-record"
      data-testid="player-record"
      sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}
    >
      <Typography id="player-record" variant="h4" component="h2">
        {t('players.record.title')}
      </Typography>
      {query.isSuccess && entries.length === 0 ? (
        <Typography color="text.secondary" data-testid="player-record-empty" sx={{ mt: 1 }}>
          {t('players.record.empty')}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('players.record.hint')}
        </Typography>
      )}
      {query.isPending ? <Skeleton variant="rounded" height={120} /> : null}
      {query.isError ? <FormError message={errorMessage(t, query.error)} /> : null}
      {entries.length > 0 ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {entries.map((entry) => (
            <TournamentItem
              key={entry.tournamentId}
              organizationId={organizationId}
              entry={entry}
              canWrite={canWrite}
              onSuspend={() => setSuspendingIn(entry)}
            />
          ))}
        </Box>
      ) : null}
      {suspendingIn ? (
        <SuspensionCreateDialog
          organizationId={organizationId}
          tournamentId={suspendingIn.tournamentId}
          tournamentName={suspendingIn.tournamentName}
          player={player}
          teams={suspendingIn.teams}
          onClose={() => setSuspendingIn(null)}
        />
      ) : null}
    </Card>
  )
}
