import AccountTreeIcon from '@mui/icons-material/AccountTree'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { useAllTeams, useCompetitionRefresh } from '#client/lib/competition/use-competition.ts'
import { useTournamentGamesWhere } from '#client/lib/competition/use-tournament-data.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useSubmissionKeys } from '#client/lib/submission-key.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'
import {
  type Bracket,
  bracketKeys,
  type CreateBracketInput,
  createBracket,
  deleteBracket,
  fetchBrackets,
  updateBracket,
} from '../api/brackets-api.ts'
import { type LegGame, ROUND_KEYS, ZONE_KEYS } from '../lib/bracket-display.ts'
import { BracketView } from './bracket-view.tsx'
import { type BracketSource, type BracketZone, CreateBracketDialog } from './create-bracket-dialog.tsx'

type Round = Bracket['rounds'][number]

/** Starting a bracket: from a qualifier zone of the standings, or from teams picked. */
function StartButtons({
  zones,
  onCreate,
}: {
  zones: readonly BracketZone[]
  onCreate: (source: BracketSource) => void
}) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {zones.map((zone) => (
        <Button key={zone} variant="contained" startIcon={<AddIcon />} onClick={() => onCreate(zone)}>
          {t('brackets.from_zone', { zone: t(ZONE_KEYS[zone]) })}
        </Button>
      ))}
      <Button
        variant={zones.length > 0 ? 'outlined' : 'contained'}
        startIcon={<AddIcon />}
        onClick={() => onCreate('teams')}
      >
        {t('brackets.new')}
      </Button>
    </Box>
  )
}

/** One bracket: its name and format, delete (before any game is played), and its rounds. */
function BracketCard({
  bracket,
  gamesById,
  isEditable,
  onDelete,
  onEditDate,
}: {
  bracket: Bracket
  gamesById: Map<string, LegGame>
  isEditable: boolean
  onDelete: (bracket: Bracket) => void
  onEditDate: (bracket: Bracket, round: Round) => void
}) {
  const { t } = useTranslation()
  return (
    <Card component="section" aria-label={bracket.name} data-testid="bracket" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" noWrap>
            {bracket.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              t('brackets.summary.teams', { count: bracket.teams.length }),
              bracket.legs === 2 ? t('brackets.summary.two_legs') : t('brackets.summary.one_game'),
              bracket.finalLegs === 2 ? t('brackets.summary.two_leg_final') : null,
              bracket.awayGoals ? t('brackets.summary.away_goals') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {isEditable && !bracket.hasPlayedGames ? (
          <IconButton aria-label={t('brackets.delete', { name: bracket.name })} onClick={() => onDelete(bracket)}>
            <DeleteOutlineIcon />
          </IconButton>
        ) : null}
      </Box>
      <BracketView
        bracket={bracket}
        gamesById={gamesById}
        canWrite={isEditable}
        onEditDate={(round) => onEditDate(bracket, round)}
      />
    </Card>
  )
}

/**
 * The tournament's knockout brackets ("Cuadro"): each bracket's rounds, ties, results and champion. Managers create
 * one from a standings zone in two taps (the zone's button, then Create) or from teams ordered by hand, date its
 * rounds and delete it while nothing is played. Results are entered on each game's sheet, as for any game.
 */
export function BracketsTab({
  organizationId,
  tournament,
  canWrite,
}: {
  organizationId: string
  tournament: Tournament
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const refresh = useCompetitionRefresh(organizationId)
  const isEditable = canWrite && !tournament.deletedAt
  const brackets = useQuery({
    queryKey: bracketKeys.list(organizationId, tournament.id),
    queryFn: ({ signal }) => fetchBrackets(organizationId, tournament.id, signal),
    select: (data) => data.items,
  })
  // the ties' games only (a bracket's games are of kind `playoff`, and stay so), not the league's calendar
  const games = useTournamentGamesWhere(organizationId, tournament.id, { kind: 'playoff' })
  const teams = useAllTeams(organizationId, isEditable)
  const [creating, setCreating] = useState<BracketSource | null>(null)
  const [dating, setDating] = useState<{ bracket: Bracket; round: Round } | null>(null)
  const [toDelete, setToDelete] = useState<Bracket | null>(null)
  const zones = (['goldCup', 'silverCup'] as const).filter(
    (zone: BracketZone) => tournament.settings.qualifiers[zone] > 0,
  )

  const submissions = useSubmissionKeys()
  const create = useMutation({
    // one Idempotency-Key per submission, reused by a retry of the same form (decision 0033)
    mutationFn: (body: CreateBracketInput) =>
      createBracket(organizationId, tournament.id, body, submissions.keyFor(body)),
    onSuccess: (_bracket, body) => {
      submissions.done(body)
      setCreating(null)
      toast.success(t('brackets.toasts.created'))
    },
    onSettled: () => refresh('brackets', 'games'),
  })
  const setDate = useMutation({
    mutationFn: ({ bracket, round, date }: { bracket: Bracket; round: Round; date: string | null }) => {
      const roundDates = bracket.rounds.map((r) => (r.index === round.index ? date : r.date))
      return updateBracket(organizationId, tournament.id, bracket.id, { roundDates })
    },
    onSuccess: () => {
      setDating(null)
      toast.success(t('brackets.toasts.dated'))
    },
    onError: (error) => toast.error(errorMessage(t, error)),
    onSettled: () => refresh('brackets', 'games'),
  })
  const remove = useMutation({
    mutationFn: (bracket: Bracket) => deleteBracket(organizationId, tournament.id, bracket.id),
    onSuccess: () => {
      setToDelete(null)
      toast.success(t('brackets.toasts.deleted'))
    },
    onError: (error) => toast.error(errorMessage(t, error)),
    onSettled: () => refresh('brackets', 'games'),
  })

  if (brackets.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={240} />
      </Stack>
    )
  }
  if (brackets.isError) return <FormError message={errorMessage(t, brackets.error)} />
  const gamesById = new Map<string, LegGame>((games.data ?? []).map((game) => [game.id, game]))
  const items = brackets.data

  // a zone's button steps aside once its cup exists; "New bracket" stays for any other (decision 0049)
  const zonesLeft = zones.filter((zone) => !items.some((b) => b.fromZone === zone))
  const startButtons = isEditable ? <StartButtons zones={zonesLeft} onCreate={setCreating} /> : null

  return (
    <Stack spacing={2.5}>
      {items.length === 0 ? (
        <EmptyState
          icon={<AccountTreeIcon />}
          title={t('brackets.empty_title')}
          description={t('brackets.empty_body')}
          actions={startButtons}
        />
      ) : (
        <>
          {startButtons}
          {items.map((bracket) => (
            <BracketCard
              key={bracket.id}
              bracket={bracket}
              gamesById={gamesById}
              isEditable={isEditable}
              onDelete={setToDelete}
              onEditDate={(each, round) => setDating({ bracket: each, round })}
            />
          ))}
        </>
      )}
      {creating ? (
        <CreateBracketDialog
          zones={zones}
          initialSource={creating}
          teams={teams.data ?? []}
          isPending={create.isPending}
          error={create.error ? errorMessage(t, create.error) : null}
          onCreate={(body) => create.mutate(body)}
          onClose={() => {
            setCreating(null)
            create.reset()
          }}
        />
      ) : null}
      {dating ? (
        <RoundDateDialog
          round={dating.round}
          isPending={setDate.isPending}
          onSave={(date) => setDate.mutate({ ...dating, date })}
          onClose={() => setDating(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('brackets.delete_title')}
        description={t('brackets.delete_body', { name: toDelete?.name ?? '' })}
        confirmLabel={t('brackets.delete_action')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  )
}

function RoundDateDialog({
  round,
  isPending,
  onSave,
  onClose,
}: {
  round: Round
  isPending: boolean
  onSave: (date: string | null) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [date, setDate] = useState(round.date ?? '')
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('brackets.set_date', { round: t(ROUND_KEYS[round.name]) })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('brackets.date_hint')}
        </Typography>
        <TextField
          type="date"
          fullWidth
          label={t('brackets.fields.date')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" loading={isPending} onClick={() => onSave(date || null)}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
