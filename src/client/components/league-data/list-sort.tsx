import MenuItem from '@mui/material/MenuItem'
import TableCell from '@mui/material/TableCell'
import TableSortLabel from '@mui/material/TableSortLabel'
import TextField from '@mui/material/TextField'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListSort, ListSortField } from '#domain/lists/list.schema.ts'

/** What the sort controls need of a list column: its key (the sort field when sortable) and header. */
export interface SortableColumn {
  key: string
  header: string
  align?: 'left' | 'right' | 'center'
  width?: number | string
}

/**
 * A column's two orders (decisions 0041, 0055), the first on a first click: A→Z, lowest first; the last change
 * newest first.
 */
export function ordersOf(field: string): [ListSort, ListSort] {
  return (field === 'updated' ? ['-updated', 'updated'] : [field, `-${field}`]) as [ListSort, ListSort]
}

const fieldOf = (sort: ListSort | undefined) => sort?.replace(/^-/, '')

/** A table header that orders the list by its column when the list can be ordered by it (`aria-sort` on the cell). */
export function SortableHeader({
  column,
  sortable,
  sort,
  onSort,
}: {
  column: SortableColumn
  sortable: readonly ListSortField[]
  sort: ListSort | undefined
  onSort: ((sort: ListSort) => void) | undefined
}) {
  const sx = { width: column.width, fontWeight: 700 }
  if (!onSort || !(sortable as readonly string[]).includes(column.key)) {
    return (
      <TableCell align={column.align} sx={sx}>
        {column.header}
      </TableCell>
    )
  }
  const orders = ordersOf(column.key)
  const active = fieldOf(sort) === column.key
  const isDescending = Boolean(sort?.startsWith('-'))
  return (
    <TableCell
      align={column.align}
      sx={sx}
      aria-sort={active ? (isDescending ? 'descending' : 'ascending') : undefined}
    >
      <TableSortLabel
        active={active}
        direction={active && isDescending ? 'desc' : 'asc'}
        onClick={() => onSort(active && sort === orders[0] ? orders[1] : orders[0])}
      >
        {column.header}
      </TableSortLabel>
    </TableCell>
  )
}

/** On a phone the list is cards without headers: the same orders in one "Sort by" select. */
export function SortSelect({
  columns,
  sortable,
  sort,
  onSort,
}: {
  columns: SortableColumn[]
  sortable: readonly ListSortField[]
  sort: ListSort | undefined
  onSort: (sort: ListSort) => void
}): ReactNode {
  const { t } = useTranslation()
  const options = columns
    .filter((column) => (sortable as readonly string[]).includes(column.key))
    .flatMap((column) =>
      ordersOf(column.key).map((order) => ({
        value: order,
        label: t(order.startsWith('-') ? 'lists.sort_descending' : 'lists.sort_ascending', { column: column.header }),
      })),
    )
  if (options.length < 2) return null
  return (
    <TextField
      select
      size="small"
      label={t('lists.sort_by')}
      value={options.some((o) => o.value === sort) ? sort : (options[0]?.value ?? '')}
      onChange={(event) => onSort(event.target.value as ListSort)}
      sx={{ mb: 1.5, minWidth: 220 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
