import SearchOffIcon from '@mui/icons-material/SearchOff'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { BackLink } from '#client/components/back-link.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import type { Collection } from '#client/lib/league-data/league-api.ts'
import { useLeagueEntity } from '#client/lib/league-data/use-league-entity.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'

/** A detail page's frame: back to the list, then the entity of `/:id` once loaded (or why it is not). */
export function EntityPage<E>({
  collection,
  backTo,
  backLabel,
  children,
}: {
  collection: Collection
  backTo: string
  backLabel: string
  children: (entity: E, organizationId: string) => ReactNode
}) {
  const { t } = useTranslation()
  const organizationId = useOrganizationId()
  const { id = '' } = useParams()
  const query = useLeagueEntity<E>(organizationId, collection, id)

  let content: ReactNode
  if (query.isPending) {
    content = (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    )
  } else if (query.isError && isApiError(query.error) && query.error.status === 404) {
    content = (
      <EmptyState
        headingLevel="h1"
        icon={<SearchOffIcon />}
        title={t('lists.not_found')}
        description={t('lists.not_found_body')}
        actions={
          <Button component={RouterLink} to={backTo} variant="contained">
            {backLabel}
          </Button>
        }
      />
    )
  } else if (query.isError) {
    content = <FormError message={errorMessage(t, query.error)} />
  } else {
    content = children(query.data, organizationId)
  }
  return (
    <>
      <BackLink to={backTo} label={backLabel} />
      {content}
    </>
  )
}
