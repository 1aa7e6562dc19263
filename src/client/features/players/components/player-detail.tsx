import { zodResolver } from '@hookform/resolvers/zod'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import ShieldIcon from '@mui/icons-material/ShieldOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ItemList, ItemRow } from '#client/components/item-row.tsx'
import { defaultFormat } from '#client/components/league-data/conflict-panel.tsx'
import { EditFormCard } from '#client/components/league-data/edit-form-card.tsx'
import { DeletedBanner, DeleteMenu } from '#client/components/league-data/entity-actions.tsx'
import { ImageUpload } from '#client/components/league-data/image-upload.tsx'
import { joinDetails } from '#client/components/private-value.tsx'
import { formatDate } from '#client/lib/formatters.ts'
import { fullName, initialsOf } from '#client/lib/league-data/display.ts'
import { uploadEntityImage } from '#client/lib/league-data/league-api.ts'
import { positionLabel, positionWithCategory } from '#client/lib/league-data/positions.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useVersionedForm } from '#client/lib/league-data/use-versioned-form.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import {
  PLAYER_FIELDS,
  type Player,
  PlayerFormSchema,
  type PlayerFormValues,
  playerBody,
  playerValues,
} from '../api/players-api.ts'
import { AddToTeamDialog } from './add-to-team-dialog.tsx'
import { PlayerAvatar } from './player-avatar.tsx'
import { PlayerFields } from './player-fields.tsx'
import { PlayerPortalCard } from './player-portal-card.tsx'

/** The player's name, jersey, position and DNI, and (for a manager) the delete menu. */
function PlayerHeader({
  player,
  name,
  canEdit,
  isDeleting,
  onDelete,
}: {
  player: Player
  name: string
  canEdit: boolean
  isDeleting: boolean
  onDelete: () => Promise<void>
}) {
  const { t } = useTranslation()
  return (
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
        <PlayerAvatar player={player} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
            {name}
          </Typography>
          <Typography color="text.secondary">
            {joinDetails(
              [
                player.jerseyNumber === null ? null : `#${player.jerseyNumber}`,
                player.position ? positionWithCategory(t, player.position) : null,
              ],
              player.dni ? t('players.dni_value', { dni: player.dni }) : null,
            ) || t('players.no_details')}
          </Typography>
        </Box>
      </Box>
      {canEdit ? <DeleteMenu name={name} isPending={isDeleting} onConfirm={onDelete} /> : null}
    </Box>
  )
}

/** The teams the player is on, each linking to its page, and "add to a team". */
function PlayerTeamsCard({ player, canEdit, onAdd }: { player: Player; canEdit: boolean; onAdd: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  return (
    <Card component="section" aria-labelledby="player-teams" sx={{ minWidth: 0, p: { xs: 2, sm: 2.5, md: 3.5 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id="player-teams" variant="h4" component="h2">
          {t('players.teams')}
        </Typography>
        {canEdit ? (
          <Button size="small" startIcon={<GroupAddIcon />} onClick={onAdd} sx={{ whiteSpace: 'nowrap' }}>
            {t('players.add_to_team')}
          </Button>
        ) : null}
      </Box>
      {player.teams.length === 0 ? (
        <Typography color="text.secondary">{t('players.no_teams')}</Typography>
      ) : (
        <ItemList label={t('players.teams')}>
          {player.teams.map((team) => (
            <ItemRow
              key={team.id}
              to={localize(`/teams/${team.id}`)}
              leading={<ShieldIcon color="primary" />}
              primary={team.name}
              secondary={t('teams.roster.added_on', { date: formatDate(team.addedAt, lang) })}
            />
          ))}
        </ItemList>
      )}
    </Card>
  )
}

/**
 * A player's page: photo, fields, teams; delete / restore. `record` (the competition record, composed by the route)
 * goes first on a phone, where the question at the field is whether the player may play, and beside the teams on a
 * wide screen.
 */
export function PlayerDetail({
  organizationId,
  player,
  record,
}: {
  organizationId: string
  player: Player
  record?: ReactNode
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const localize = useLocalize()
  const navigate = useNavigate()
  const canWrite = useCanWrite()
  const { isAdmin } = useMembership()
  const writes = useLeagueWrites<Player>(organizationId, 'players')
  const [isAddingToTeam, setIsAddingToTeam] = useState(false)
  const isDeleted = Boolean(player.deletedAt)
  const canEdit = canWrite && !isDeleted
  const isEmailLocked = player.userId !== null
  const name = fullName(player)
  const versioned = useVersionedForm<PlayerFormValues, Player>({
    entity: player,
    toValues: playerValues,
    fields: PLAYER_FIELDS,
    resolver: zodResolver(PlayerFormSchema),
    save: (values, version) => writes.update(player.id, { version, ...playerBody(values, { isEmailLocked }) }),
    onSaved: () => toast.success(t('lists.saved')),
    onStale: writes.remember,
  })
  const labels = {
    firstname: t('players.fields.firstname'),
    lastname: t('players.fields.lastname'),
    birthDate: t('players.fields.birth_date'),
    email: t('players.fields.email'),
    phone: t('players.fields.phone'),
    position: t('players.fields.position'),
    jerseyNumber: t('players.fields.jersey'),
    dni: t('players.fields.dni'),
  }
  const format = (field: string, value: unknown) => {
    if (field === 'position' && typeof value === 'string' && value) return positionLabel(t, value)
    if (field === 'birthDate' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      return formatDate(`${value}T12:00:00Z`, lang)
    }
    return defaultFormat(field, value)
  }

  return (
    <>
      <PlayerHeader
        player={player}
        name={name}
        canEdit={canEdit}
        isDeleting={writes.remove.isPending}
        onDelete={() =>
          writes.remove.mutateAsync(player.id).then(() => {
            toast.success(t('lists.deleted_toast', { name }))
            navigate(localize('/players'))
          })
        }
      />
      {isDeleted ? (
        <DeletedBanner
          canWrite={canWrite}
          onRestore={() => writes.restore.mutate(player.id)}
          isPending={writes.restore.isPending}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateAreas: record
            ? { xs: '"record" "teams" "details"', lg: '"details teams" "details record"' }
            : { xs: '"details" "teams"', lg: '"details teams"' },
          gridTemplateRows: { lg: record ? 'auto 1fr' : 'auto' },
          alignItems: 'start',
          '& > [data-area]': { minWidth: 0 },
        }}
      >
        {record ? (
          <Box data-area sx={{ gridArea: 'record' }}>
            {record}
          </Box>
        ) : null}
        <Box data-area sx={{ gridArea: 'details' }}>
          <EditFormCard
            title={t('players.details')}
            versioned={versioned}
            labels={labels}
            format={format}
            canWrite={canEdit}
          >
            <ImageUpload
              imageUrl={player.photoUrl}
              fallback={initialsOf(name)}
              alt={t('players.photo_of', { name })}
              canEdit={canEdit}
              variant="circular"
              label={player.photoUrl ? t('players.change_photo') : t('players.add_photo')}
              onUpload={async (file) => {
                writes.remember(await uploadEntityImage<Player>(organizationId, 'players', player.id, file))
                void writes.refresh()
                toast.success(t('players.photo_saved'))
              }}
            />
            <PlayerFields form={versioned.form} disabled={!canEdit} isEmailLocked={isEmailLocked} />
          </EditFormCard>
        </Box>
        <Stack data-area spacing={3} sx={{ gridArea: 'teams' }}>
          <PlayerTeamsCard player={player} canEdit={canEdit} onAdd={() => setIsAddingToTeam(true)} />
          {isDeleted ? null : (
            <PlayerPortalCard
              organizationId={organizationId}
              player={player}
              canInvite={canEdit}
              canUnlink={canEdit && isAdmin}
            />
          )}
        </Stack>
      </Box>
      {canEdit ? (
        <AddToTeamDialog
          organizationId={organizationId}
          player={player}
          open={isAddingToTeam}
          onClose={() => setIsAddingToTeam(false)}
        />
      ) : null}
    </>
  )
}
