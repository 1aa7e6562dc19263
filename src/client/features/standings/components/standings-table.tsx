import UnfoldLessIcon from '@mui/icons-material/UnfoldLess'
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TeamCrest } from '#client/components/competition/team-crest.tsx'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import type { Zone } from '#client/lib/competition/competition-constants.ts'
import { keyOf, signed } from '#client/lib/competition/competition-display.ts'
import type { StandingsRow } from '#client/lib/competition/standings-api.ts'
import {
  COMPACT_COLUMNS,
  PHONE_COLUMNS,
  positionText,
  type StandingsColumn,
  tieNote,
  WIDE_COLUMNS,
  zonesIn,
} from '../lib/standings-view.ts'

export const ZONE_COLORS: Record<Zone, string> = {
  goldCup: '#d4a72c',
  silverCup: '#9aa6ad',
  ascend: '#2e9d5b',
  descend: '#d64545',
}

const cell = { px: 1, py: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const
const stickyBg = 'var(--lp-palette-background-paper)'

function value(row: StandingsRow, column: StandingsColumn): string {
  switch (column) {
    case 'goalDifference':
      return signed(row.goalDifference)
    case 'pointAdjustment':
      return row.pointAdjustment === 0 ? '–' : signed(row.pointAdjustment)
    default:
      return String(row[column])
  }
}

/** The colour keys of the qualifier zones present in the table. */
export function ZoneLegend({ zones }: { zones: Zone[] }) {
  const { t } = useTranslation()
  if (zones.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label={t('standings.zones.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {zones.map((zone) => (
        <Box component="li" key={zone} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: ZONE_COLORS[zone] }} />
          <Typography variant="body2">{t(`standings.zones.${keyOf(zone)}`)}</Typography>
        </Box>
      ))}
    </Box>
  )
}

interface Layout {
  isPhone: boolean
  isExpanded: boolean
  isCompact: boolean
  columns: readonly StandingsColumn[]
  teamWidth: number | 'auto'
}

/** The headings: position and team (sticky), then the columns shown, each abbreviated with its full name. */
function StandingsHead({ layout }: { layout: Layout }) {
  const { t } = useTranslation()
  const { isPhone, isExpanded, isCompact, columns, teamWidth } = layout
  return (
    <TableHead>
      <TableRow>
        <TableCell
          sx={{
            ...cell,
            position: 'sticky',
            left: 0,
            zIndex: 2,
            bgcolor: stickyBg,
            width: 40,
            textAlign: 'center',
          }}
        >
          <abbr title={t('standings.columns.position')}>{t('standings.columns.position_short')}</abbr>
        </TableCell>
        <TableCell
          sx={{
            ...cell,
            position: 'sticky',
            left: 40,
            zIndex: 2,
            bgcolor: stickyBg,
            minWidth: teamWidth,
            maxWidth: isPhone && isExpanded ? 148 : undefined,
            width: isCompact ? '100%' : undefined,
            boxShadow: isPhone && isExpanded ? '1px 0 0 var(--lp-palette-divider)' : undefined,
          }}
        >
          {t('standings.columns.team')}
        </TableCell>
        {columns.map((column) => (
          <TableCell
            key={column}
            align="right"
            // a phone's narrow columns keep their heading whole beside the sticky team column
            sx={{ ...cell, minWidth: isPhone ? 36 : undefined, fontWeight: column === 'points' ? 800 : 600 }}
          >
            <abbr title={t(`standings.columns.${keyOf(column)}`)}>{t(`standings.columns.${keyOf(column)}_short`)}</abbr>
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  )
}

/** One team's row: its position in its zone's colour, its name with how a tie was decided, and its figures. */
function StandingsBodyRow({
  row,
  next,
  layout,
}: {
  row: StandingsRow
  next: StandingsRow | undefined
  layout: Layout
}) {
  const { t } = useTranslation()
  const { isPhone, isExpanded, isCompact, columns } = layout
  const note = tieNote(row, next)
  return (
    <TableRow
      data-testid="standings-row"
      data-team={row.teamName}
      data-withdrawn={row.withdrawn ? 'true' : undefined}
      hover
      sx={row.withdrawn ? { '& td, & th': { color: 'text.secondary' } } : undefined}
    >
      <TableCell
        sx={{
          ...cell,
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: stickyBg,
          textAlign: 'center',
          fontWeight: 700,
          borderLeft: 4,
          borderLeftColor: row.zone ? ZONE_COLORS[row.zone] : 'transparent',
        }}
      >
        {positionText(row)}
        {row.zone ? (
          <Box component="span" sx={visuallyHidden}>
            {` (${t(`standings.zones.${keyOf(row.zone)}`)})`}
          </Box>
        ) : null}
      </TableCell>
      <TableCell
        component="th"
        scope="row"
        sx={{
          ...cell,
          position: 'sticky',
          left: 40,
          zIndex: 1,
          bgcolor: stickyBg,
          maxWidth: isCompact ? undefined : isPhone ? 148 : 320,
          whiteSpace: isCompact ? 'normal' : 'nowrap',
          boxShadow: isPhone && isExpanded ? '1px 0 0 var(--lp-palette-divider)' : undefined,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <TeamCrest teamId={row.teamId} name={row.teamName} size={isPhone ? 20 : 24} />
          <Typography
            sx={{
              minWidth: 0,
              fontWeight: 600,
              fontSize: 'inherit',
              ...(isCompact
                ? {
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }
                : {}),
            }}
            noWrap={!isCompact}
          >
            {row.teamName}
          </Typography>
        </Box>
        {row.withdrawn ? (
          <Typography
            variant="caption"
            component="div"
            sx={{ color: 'warning.main', fontWeight: 700 }}
            data-testid="withdrawn-label"
          >
            {t('standings.withdrawn')}
          </Typography>
        ) : null}
        {note && !row.withdrawn ? (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {note === 'lots'
              ? t('standings.tie.level')
              : t('standings.tie.decided_by', { criterion: t(`standings.tie_breakers.${keyOf(note)}`) })}
          </Typography>
        ) : null}
      </TableCell>
      {columns.map((column) => (
        <TableCell
          key={column}
          align="right"
          sx={{
            ...cell,
            fontWeight: column === 'points' ? 800 : 400,
            color:
              column === 'pointAdjustment' && row.pointAdjustment < 0
                ? 'error.main'
                : column === 'pointAdjustment' && row.pointAdjustment > 0
                  ? 'success.main'
                  : undefined,
          }}
        >
          {value(row, column)}
        </TableCell>
      ))}
    </TableRow>
  )
}

/**
 * One group's table: position (coloured by qualifier zone), team (with the tie-breaker that placed it when points did
 * not), P W D L GF GA GD Pts, the point adjustment and fair-play points. On a phone it opens on position, team, P, GD
 * and Pts, position and team stay put and the rest scrolls sideways.
 */
export function StandingsTable({ rows, caption }: { rows: StandingsRow[]; caption: string }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'))
  // a phone shows P, GD and Pts, and the team's whole name on up to two lines; the rest is one tap away
  const [isExpanded, setIsExpanded] = useState(false)
  const isCompact = isPhone && !isExpanded
  const columns = isPhone ? (isExpanded ? COMPACT_COLUMNS : PHONE_COLUMNS) : WIDE_COLUMNS
  const teamWidth = isPhone && isExpanded ? 148 : 'auto'
  const tableId = useId()
  const layout: Layout = { isPhone, isExpanded, isCompact, columns, teamWidth }
  return (
    <>
      <TableContainer id={tableId} sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={caption}
          sx={{ minWidth: isPhone ? 0 : 720, '& abbr[title]': { textDecoration: 'none', cursor: 'help' } }}
        >
          <StandingsHead layout={layout} />
          <TableBody>
            {rows.map((row, index) => (
              <StandingsBodyRow key={row.teamId} row={row} next={rows[index + 1]} layout={layout} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {isPhone ? (
        <Button
          size="small"
          onClick={() => setIsExpanded((value) => !value)}
          aria-expanded={isExpanded}
          aria-controls={tableId}
          startIcon={isExpanded ? <UnfoldLessIcon /> : <UnfoldMoreIcon sx={{ transform: 'rotate(90deg)' }} />}
          sx={{ mt: 1, minHeight: 44 }}
        >
          {isExpanded ? t('standings.fewer_columns') : t('standings.all_columns')}
        </Button>
      ) : null}
      <ZoneLegend zones={zonesIn(rows)} />
    </>
  )
}
