import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { defaultFormat, EMPTY_VALUE } from '#client/components/league-data/conflict-panel.tsx'
import { EditFormCard } from '#client/components/league-data/edit-form-card.tsx'
import { DeletedBanner, DeleteMenu } from '#client/components/league-data/entity-actions.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useVersionedForm } from '#client/lib/league-data/use-versioned-form.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import {
  LOCATION_FIELDS,
  type Location,
  LocationFormSchema,
  type LocationFormValues,
  locationBody,
  locationValues,
} from '../api/locations-api.ts'
import { LocationFields } from './location-fields.tsx'

/** A venue's page: name, address and fields; delete / restore. */
export function LocationDetail({ organizationId, location }: { organizationId: string; location: Location }) {
  const { t } = useTranslation()
  const toast = useToast()
  const localize = useLocalize()
  const navigate = useNavigate()
  const canWrite = useCanWrite()
  const writes = useLeagueWrites<Location>(organizationId, 'locations')
  const isDeleted = Boolean(location.deletedAt)
  const canEdit = canWrite && !isDeleted
  const versioned = useVersionedForm<LocationFormValues, Location>({
    entity: location,
    toValues: locationValues,
    fields: LOCATION_FIELDS,
    resolver: zodResolver(LocationFormSchema),
    save: (values, version) => writes.update(location.id, { version, ...locationBody(values) }),
    onSaved: () => toast.success(t('lists.saved')),
    onStale: writes.remember,
  })
  const format = (field: string, value: unknown) =>
    field === 'fields' && Array.isArray(value)
      ? value.map((pitch) => (pitch as { name: string }).name).join(', ') || EMPTY_VALUE
      : defaultFormat(field, value)

  return (
    <>
      <PageHeader
        title={location.name}
        subtitle={[location.address, t('locations.pitch_count', { count: location.fields.length })]
          .filter(Boolean)
          .join(' · ')}
        actions={
          canEdit ? (
            <DeleteMenu
              name={location.name}
              isPending={writes.remove.isPending}
              onConfirm={() =>
                writes.remove.mutateAsync(location.id).then(() => {
                  toast.success(t('lists.deleted_toast', { name: location.name }))
                  navigate(localize('/locations'))
                })
              }
            />
          ) : undefined
        }
      />
      {isDeleted ? (
        <DeletedBanner
          canWrite={canWrite}
          onRestore={() => writes.restore.mutate(location.id)}
          isPending={writes.restore.isPending}
        />
      ) : null}
      <EditFormCard
        title={t('locations.details')}
        versioned={versioned}
        labels={{
          name: t('locations.fields.name'),
          address: t('locations.fields.address'),
          fields: t('locations.pitches'),
        }}
        format={format}
        canWrite={canEdit}
      >
        <LocationFields form={versioned.form} disabled={!canEdit} />
      </EditFormCard>
    </>
  )
}
