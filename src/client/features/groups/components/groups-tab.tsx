import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/Edit'
import GroupWorkIcon from '@mui/icons-material/GroupWork'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { createGroup, deleteGroup, type Group, updateGroup } from '#client/lib/competition/fixtures-api.ts'
import { useAllTeams, useCompetitionRefresh } from '#client/lib/competition/use-competition.ts'
import { useGroups } from '#client/lib/competition/use-tournament-data.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'
import { type GroupFormValues, nextGroupName, teamGroups } from '../lib/group-form.ts'
import { GroupDialog } from './group-dialog.tsx'

/**
 * The tournament's groups (a single table is one group) and their teams; managers create, rename, change the teams
 * of and delete groups. Fixtures are generated per group.
 */
export function GroupsTab({
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
  const groups = useGroups(organizationId, tournament.id)
  const isEditable = canWrite && !tournament.deletedAt
  const teams = useAllTeams(organizationId, isEditable)
  const [editing, setEditing] = useState<Group | 'new' | null>(null)
  const [toDelete, setToDelete] = useState<Group | null>(null)
  const items = groups.data ?? []

  const save = useMutation({
    mutationFn: async ({ group, values }: { group: Group | null; values: GroupFormValues }) =>
      group
        ? updateGroup(organizationId, tournament.id, group.id, {
            version: group.version,
            name: values.name.trim(),
            teamIds: values.teamIds,
          })
        : createGroup(organizationId, tournament.id, { name: values.name.trim(), teamIds: values.teamIds }),
    onSettled: () => refresh('groups'),
  })
  const remove = useMutation({
    mutationFn: (group: Group) => deleteGroup(organizationId, tournament.id, group.id),
    onSettled: () => refresh('groups', 'games'),
  })

  if (groups.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    )
  }
  if (groups.isError) return <FormError message={errorMessage(t, groups.error)} />

  const editingGroup = editing === 'new' ? null : editing
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {t('groups.intro')}
        </Typography>
        {isEditable && items.length > 0 ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('groups.new')}
          </Button>
        ) : null}
      </Box>
      {items.length === 0 ? (
        <EmptyState
          icon={<GroupWorkIcon />}
          title={t('groups.empty_title')}
          description={isEditable ? t('groups.empty_body') : t('groups.empty_read_only')}
          actions={
            isEditable ? (
              <Button variant="contained" size="large" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
                {t('groups.new')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        items.map((group) => (
          <Card key={group.id} component="section" aria-labelledby={`group-${group.id}`} sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography id={`group-${group.id}`} variant="h5" component="h2" noWrap>
                  {group.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('groups.team_count', { count: group.teams.length })}
                </Typography>
              </Box>
              {isEditable ? (
                <>
                  <IconButton
                    aria-label={t('groups.edit_named', { name: group.name })}
                    onClick={() => setEditing(group)}
                    sx={{ width: 44, height: 44 }}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('groups.delete_named', { name: group.name })}
                    onClick={() => setToDelete(group)}
                    sx={{ width: 44, height: 44 }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </>
              ) : null}
            </Box>
            {group.teams.length === 0 ? (
              <Typography color="text.secondary">{t('groups.no_teams_yet')}</Typography>
            ) : (
              <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
                {group.teams.map((team, index) => (
                  <Box component="li" key={team.id}>
                    <Chip label={`${index + 1}. ${team.name}`} variant="outlined" />
                  </Box>
                ))}
              </Box>
            )}
          </Card>
        ))
      )}
      {editing ? (
        <GroupDialog
          group={editingGroup}
          defaultName={nextGroupName(
            t('groups.default_prefix'),
            items.map((group) => group.name),
          )}
          teams={teams.data ?? []}
          takenBy={teamGroups(items, editingGroup?.id ?? null)}
          isLoadingTeams={teams.isPending}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const saved = await save.mutateAsync({ group: editingGroup, values })
            toast.success(
              editingGroup ? t('groups.saved', { name: saved.name }) : t('groups.created', { name: saved.name }),
            )
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('groups.delete_title', { name: toDelete?.name ?? '' })}
        description={t('groups.delete_body')}
        confirmLabel={t('groups.delete')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return
          remove.mutate(toDelete, {
            onSuccess: () => toast.success(t('groups.deleted', { name: toDelete.name })),
            onError: (error) => toast.error(errorMessage(t, error)),
            onSettled: () => setToDelete(null),
          })
        }}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  )
}
