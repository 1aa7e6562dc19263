import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { SortableHeader, SortSelect } from '#client/components/league-data/list-sort.tsx'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import type { EntityMeta } from '#client/lib/league-data/league-api.ts'
import { useIsWide } from '#client/lib/use-is-wide.ts'
import type { ListSort, ListSortField } from '#domain/lists/list.schema.ts'

export interface Column<T> {
  key: string
  header: string
  render: (item: T) => ReactNode
  align?: 'left' | 'right' | 'center'
  width?: number | string
}

/**
 * A server-side paged list: a table from `md` up, cards on phones. Each item links to its page; `actions` (e.g.
 * Restore in the deleted filter) sit at the end of a row or card. `empty` is shown when nothing exists yet,
 * `noMatches` when filters hide everything.
 */
export function EntityList<T extends EntityMeta>({
  label,
  items,
  total,
  isPending,
  error,
  hasMore,
  isLoadingMore,
  onLoadMore,
  columns,
  sortable = ['name', 'updated'],
  sort,
  onSort,
  renderCard,
  hrefOf,
  actions,
  empty,
  noMatches,
  hasFilters,
  isStale = false,
}: {
  label: string
  items: T[]
  total: number | undefined
  isPending: boolean
  error: unknown
  hasMore: boolean
  isLoadingMore: boolean
  onLoadMore: () => void
  columns: Column<T>[]
  /** the fields the list can be ordered by: their columns' headers change the order (decisions 0041, 0055) */
  sortable?: readonly ListSortField[]
  /** the list's order */
  sort?: ListSort
  onSort?: (sort: ListSort) => void
  renderCard: (item: T) => ReactNode
  hrefOf: (item: T) => string
  actions?: (item: T) => ReactNode
  empty: ReactNode
  noMatches: ReactNode
  hasFilters: boolean
  isStale?: boolean
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const isWide = useIsWide()

  if (isPending) {
    return (
      <Stack spacing={1.25} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={isWide ? 52 : 84} />
        ))}
      </Stack>
    )
  }
  if (error && items.length === 0) return <FormError message={errorMessage(t, error)} />
  if (items.length === 0) return <>{hasFilters ? noMatches : empty}</>

  return (
    <Box aria-busy={isStale || undefined} sx={{ opacity: isStale ? 0.55 : 1, transition: 'opacity 0.15s ease-out' }}>
      {isWide ? (
        <Card>
          <Table aria-label={label} sx={{ '& td, & th': { py: 1.25 } }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <SortableHeader key={column.key} column={column} sortable={sortable} sort={sort} onSort={onSort} />
                ))}
                {actions ? (
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      {t('common.actions')}
                    </Box>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow
                  key={item.id}
                  hover
                  onClick={(event) => {
                    // The name cell holds the real link; the rest of the row follows it for a mouse.
                    if ((event.target as HTMLElement).closest('a, button, input, label')) return
                    navigate(hrefOf(item))
                  }}
                  sx={{ cursor: 'pointer', opacity: item.deletedAt ? 0.75 : 1 }}
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render(item)}
                    </TableCell>
                  ))}
                  {actions ? <TableCell align="right">{actions(item)}</TableCell> : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : (
        <>
          {onSort ? <SortSelect columns={columns} sortable={sortable} sort={sort} onSort={onSort} /> : null}
          <Stack component="ul" aria-label={label} spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <Card component="li" key={item.id} sx={{ opacity: item.deletedAt ? 0.8 : 1 }}>
                <ButtonBase
                  component={RouterLink}
                  to={hrefOf(item)}
                  sx={{
                    width: '100%',
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    p: 1.75,
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>{renderCard(item)}</Box>
                  <ChevronRightIcon color="action" />
                </ButtonBase>
                {actions ? (
                  <Box sx={{ px: 1.75, pb: 1.5, display: 'flex', justifyContent: 'flex-end' }}>{actions(item)}</Box>
                ) : null}
              </Card>
            ))}
          </Stack>
        </>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mt: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {total === undefined
            ? t('lists.shown', { shown: items.length })
            : t('lists.shown_of', { shown: items.length, total })}
        </Typography>
        {hasMore ? (
          <Button variant="outlined" onClick={onLoadMore} loading={isLoadingMore}>
            {t('lists.load_more')}
          </Button>
        ) : null}
      </Box>
    </Box>
  )
}
