import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { RestoreButton } from '#client/components/league-data/entity-actions.tsx'
import { type Column, EntityList } from '#client/components/league-data/entity-list.tsx'
import { ListToolbar } from '#client/components/league-data/list-toolbar.tsx'
import type { Collection, EntityMeta } from '#client/lib/league-data/league-api.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'
import type { useListParams } from '#client/lib/league-data/use-list-params.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { LIST_SORT_FIELDS } from '#domain/lists/list.schema.ts'

export type ListParams = Pick<
  ReturnType<typeof useListParams>,
  'q' | 'deleted' | 'text' | 'setText' | 'setDeleted' | 'hasFilters'
> &
  Partial<Pick<ReturnType<typeof useListParams>, 'sort' | 'setSort'>>

/** What a list says when nothing exists yet, and how a writer starts the first one (a dialog or a page). */
export interface EmptyListText {
  icon: ReactNode
  title: string
  body: string
  bodyReadOnly: string
  createLabel: string
  /** opens the "new" dialog; without it the button links to `/<collection>/new` */
  onCreate?: () => void
}

export interface EntityListPageProps<T extends EntityMeta> {
  organizationId: string
  collection: Collection
  /** the page's address parameters (search, deleted, extras), from useListParams */
  params: ListParams
  /** extra list filters sent to the server (e.g. the season) */
  extra?: Record<string, string | undefined>
  searchLabel: string
  label: string
  /** more filters in the toolbar */
  filters?: ReactNode
  /** shown between the toolbar and the list */
  beforeList?: ReactNode
  columns: Column<T>[]
  renderCard: (item: T) => ReactNode
  /** the item's name, for its Restore button */
  nameOf: (item: T) => string
  empty: EmptyListText
  /** when the search finds nothing (not the deleted filter): another description, an action */
  noMatchesBody?: string
  noMatchesAction?: ReactNode
}

/**
 * A league list page (teams, players, locations, tournaments, seasons): the toolbar (search, filters, deleted), the
 * server-paged list linking each item to `/<collection>/<id>`, Restore in the deleted filter, and the empty states.
 */
export function EntityListPage<T extends EntityMeta>({
  organizationId,
  collection,
  params,
  extra,
  searchLabel,
  label,
  filters,
  beforeList,
  columns,
  renderCard,
  nameOf,
  empty,
  noMatchesBody,
  noMatchesAction,
}: EntityListPageProps<T>) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const canWrite = useCanWrite()
  const list = useLeagueList<T>(organizationId, collection, {
    q: params.q,
    deleted: params.deleted,
    sort: params.sort,
    ...(extra ? { extra } : {}),
  })
  const { restore } = useLeagueWrites<T>(organizationId, collection)

  return (
    <>
      <ListToolbar
        searchLabel={searchLabel}
        text={params.text}
        onTextChange={params.setText}
        deleted={params.deleted}
        onDeletedChange={params.setDeleted}
        filters={filters}
      />
      {beforeList}
      <EntityList<T>
        label={label}
        items={list.items}
        total={list.total}
        isPending={list.query.isPending}
        error={list.query.error}
        hasMore={list.hasMore}
        isStale={list.isStale}
        isLoadingMore={list.isLoadingMore}
        onLoadMore={list.loadMore}
        hasFilters={params.hasFilters}
        hrefOf={(item) => localize(`/${collection}/${item.id}`)}
        columns={columns}
        sortable={LIST_SORT_FIELDS[collection]}
        sort={params.sort}
        onSort={params.setSort}
        renderCard={renderCard}
        actions={
          params.deleted && canWrite
            ? (item) => (
                <RestoreButton
                  onRestore={() => restore.mutate(item.id)}
                  isPending={restore.isPending && restore.variables === item.id}
                  label={t('lists.restore_named', { name: nameOf(item) })}
                />
              )
            : undefined
        }
        empty={
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            description={canWrite ? empty.body : empty.bodyReadOnly}
            actions={canWrite ? <CreateButton collection={collection} empty={empty} /> : undefined}
          />
        }
        noMatches={
          <EmptyState
            title={params.deleted ? t('lists.no_deleted') : t('lists.no_matches')}
            description={params.deleted ? t('lists.no_deleted_body') : (noMatchesBody ?? t('lists.no_matches_body'))}
            actions={noMatchesAction}
          />
        }
      />
    </>
  )
}

function CreateButton({ collection, empty }: { collection: Collection; empty: EmptyListText }) {
  const localize = useLocalize()
  return empty.onCreate ? (
    <Button variant="contained" onClick={empty.onCreate}>
      {empty.createLabel}
    </Button>
  ) : (
    <Button component={RouterLink} to={localize(`/${collection}/new`)} variant="contained">
      {empty.createLabel}
    </Button>
  )
}
