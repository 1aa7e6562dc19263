import { zodResolver } from '@hookform/resolvers/zod'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type WithdrawOption, WithdrawTeamDialog } from '#client/components/competition/withdraw-team-dialog.tsx'
import { EditFormCard } from '#client/components/league-data/edit-form-card.tsx'
import { DeletedBanner, DeleteMenu } from '#client/components/league-data/entity-actions.tsx'
import { ImageUpload } from '#client/components/league-data/image-upload.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { fetchGames } from '#client/lib/competition/competition-api.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { initialsOf } from '#client/lib/league-data/display.ts'
import { uploadEntityImage } from '#client/lib/league-data/league-api.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useVersionedForm } from '#client/lib/league-data/use-versioned-form.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import {
  TEAM_FIELDS,
  type TeamDetail as Team,
  TeamFormSchema,
  type TeamFormValues,
  teamBody,
  teamValues,
} from '../api/teams-api.ts'
import { type RenderAddPlayer, RosterCard } from './roster-card.tsx'

/**
 * A team's page: picture, name and alias, roster; delete / restore. `renderAddPlayer` (the roster's "add a player"
 * panel, from features/players) is composed by the route.
 */
export function TeamDetail({
  organizationId,
  team,
  renderAddPlayer,
}: {
  organizationId: string
  team: Team
  renderAddPlayer: RenderAddPlayer
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const localize = useLocalize()
  const navigate = useNavigate()
  const canWrite = useCanWrite()
  const writes = useLeagueWrites<Team>(organizationId, 'teams')
  const isDeleted = Boolean(team.deletedAt)
  const canEdit = canWrite && !isDeleted
  const [gameCount, setGameCount] = useState<number | null>(null)
  const versioned = useVersionedForm<TeamFormValues, Team>({
    entity: team,
    toValues: teamValues,
    fields: TEAM_FIELDS,
    resolver: zodResolver(TeamFormSchema),
    save: (values, version) => writes.update(team.id, { version, ...teamBody(values) }),
    onSaved: () => toast.success(t('lists.saved')),
    onStale: writes.remember,
  })

  return (
    <>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 2.5, md: 3.5 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <Avatar
            src={team.pictureThumbUrl ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 56, height: 56, borderRadius: '16px', bgcolor: 'primary.main', fontWeight: 700 }}
          >
            {initialsOf(team.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
              {team.name}
            </Typography>
            <Typography color="text.secondary">
              {[team.alias, t('teams.player_count', { count: team.players.length })].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
        {canEdit ? (
          <DeleteMenu
            name={team.name}
            isPending={writes.remove.isPending}
            onConfirm={() =>
              writes.remove
                .mutateAsync(team.id)
                .then(() => {
                  toast.success(t('lists.deleted_toast', { name: team.name }))
                  navigate(localize('/teams'))
                })
                .catch((error: unknown) => {
                  // a team with games is withdrawn from its tournaments instead (decision 0027): offer it
                  if (isApiError(error) && error.code === 'TEAM_HAS_GAMES') {
                    setGameCount(Number(error.problem?.gameCount ?? 0))
                  }
                })
            }
          />
        ) : null}
      </Box>
      {gameCount !== null ? (
        <TeamWithdrawDialog
          organizationId={organizationId}
          team={team}
          gameCount={gameCount}
          onClose={() => setGameCount(null)}
        />
      ) : null}
      {isDeleted ? (
        <DeletedBanner
          canWrite={canWrite}
          onRestore={() => writes.restore.mutate(team.id)}
          isPending={writes.restore.isPending}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        <EditFormCard
          title={t('teams.details')}
          versioned={versioned}
          labels={{ name: t('teams.fields.name'), alias: t('teams.fields.alias') }}
          canWrite={canEdit}
        >
          <ImageUpload
            imageUrl={team.pictureUrl}
            fallback={initialsOf(team.name)}
            alt={t('teams.picture_of', { name: team.name })}
            canEdit={canEdit}
            label={team.pictureUrl ? t('teams.change_picture') : t('teams.add_picture')}
            onUpload={async (file) => {
              writes.remember(await uploadEntityImage<Team>(organizationId, 'teams', team.id, file))
              void writes.refresh()
              toast.success(t('teams.picture_saved'))
            }}
          />
          <TextField
            label={t('teams.fields.name')}
            required
            disabled={!canEdit}
            {...textFieldProps(versioned.form, 'name', t)}
          />
          <TextField
            label={t('teams.fields.alias')}
            disabled={!canEdit}
            {...textFieldProps(versioned.form, 'alias', t, t('teams.fields.alias_hint'))}
          />
        </EditFormCard>
        <RosterCard organizationId={organizationId} team={team} canWrite={canEdit} renderAddPlayer={renderAddPlayer} />
      </Box>
    </>
  )
}

/** The tournaments the team plays in (from its games), to withdraw it from one of them. */
function TeamWithdrawDialog({
  organizationId,
  team,
  gameCount,
  onClose,
}: {
  organizationId: string
  team: Team
  gameCount: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const games = useQuery({
    queryKey: competitionKeys.games(organizationId, { teamId: team.id }),
    queryFn: ({ signal }) => fetchGames(organizationId, { teamId: team.id }, signal),
  })
  if (games.isPending) return null
  const seen = new Map<string, WithdrawOption>()
  for (const game of games.data?.items ?? []) {
    seen.set(game.tournamentId, {
      tournamentId: game.tournamentId,
      tournamentName: game.tournament.name,
      teamId: team.id,
      teamName: team.name,
    })
  }
  return (
    <WithdrawTeamDialog
      organizationId={organizationId}
      options={[...seen.values()].sort((a, b) => a.tournamentName.localeCompare(b.tournamentName))}
      pick="tournament"
      intro={t('teams.has_games', { count: gameCount, name: team.name })}
      onClose={onClose}
    />
  )
}
