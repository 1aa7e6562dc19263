import { zodResolver } from '@hookform/resolvers/zod'
import AddIcon from '@mui/icons-material/AddRounded'
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { ItemList, ItemRow } from '#client/components/item-row.tsx'
import { EditFormCard } from '#client/components/league-data/edit-form-card.tsx'
import { DeletedBanner, DeleteMenu } from '#client/components/league-data/entity-actions.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { textFieldProps } from '#client/lib/form-field.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useVersionedForm } from '#client/lib/league-data/use-versioned-form.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import {
  SEASON_FIELDS,
  type Season,
  SeasonFormSchema,
  type SeasonFormValues,
  seasonValues,
} from '../api/seasons-api.ts'

/** A season's page: its name (editable), its tournaments, delete / restore. */
export function SeasonDetail({ organizationId, season }: { organizationId: string; season: Season }) {
  const { t } = useTranslation()
  const toast = useToast()
  const localize = useLocalize()
  const navigate = useNavigate()
  const canWrite = useCanWrite()
  const writes = useLeagueWrites<Season>(organizationId, 'seasons')
  const versioned = useVersionedForm<SeasonFormValues, Season>({
    entity: season,
    toValues: seasonValues,
    fields: SEASON_FIELDS,
    resolver: zodResolver(SeasonFormSchema),
    save: (values, version) => writes.update(season.id, { version, name: values.name }),
    onSaved: () => toast.success(t('lists.saved')),
    onStale: writes.remember,
  })
  const isDeleted = Boolean(season.deletedAt)
  const canEdit = canWrite && !isDeleted

  return (
    <>
      <PageHeader
        title={season.name}
        subtitle={t('seasons.detail_subtitle', { count: season.tournaments.length })}
        actions={
          canEdit ? (
            <DeleteMenu
              name={season.name}
              isPending={writes.remove.isPending}
              onConfirm={() =>
                writes.remove.mutateAsync(season.id).then(() => {
                  toast.success(t('lists.deleted_toast', { name: season.name }))
                  navigate(localize('/seasons'))
                })
              }
            />
          ) : undefined
        }
      />
      {isDeleted ? (
        <DeletedBanner
          canWrite={canWrite}
          onRestore={() => writes.restore.mutate(season.id)}
          isPending={writes.restore.isPending}
        />
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <EditFormCard
          title={t('seasons.details')}
          versioned={versioned}
          labels={{ name: t('seasons.fields.name') }}
          canWrite={canEdit}
        >
          <TextField
            label={t('seasons.fields.name')}
            required
            disabled={!canEdit}
            {...textFieldProps(versioned.form, 'name', t)}
          />
        </EditFormCard>
        <Card component="section" aria-labelledby="season-tournaments" sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
          >
            <Typography id="season-tournaments" variant="h4" component="h2">
              {t('seasons.tournaments')}
            </Typography>
            {canEdit ? (
              <Button
                component={RouterLink}
                to={localize(`/tournaments/new?seasonId=${season.id}`)}
                startIcon={<AddIcon />}
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('seasons.add_tournament')}
              </Button>
            ) : null}
          </Stack>
          {season.tournaments.length === 0 ? (
            <Typography color="text.secondary">
              {canEdit ? t('seasons.no_tournaments') : t('seasons.no_tournaments_read_only')}
            </Typography>
          ) : (
            <ItemList label={t('seasons.tournaments')}>
              {season.tournaments.map((tournament) => (
                <ItemRow
                  key={tournament.id}
                  to={localize(`/tournaments/${tournament.id}`)}
                  leading={<EmojiEventsIcon color="primary" />}
                  primary={tournament.name}
                />
              ))}
            </ItemList>
          )}
        </Card>
      </Box>
    </>
  )
}
