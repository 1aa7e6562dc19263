import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { Game } from '#client/lib/competition/competition-api.ts'

const STATUS_COLOR = { pending: 'warning.main', accepted: 'success.main', declined: 'error.main' } as const

/**
 * A game's appointed officials, each with its answer (decision 0050): "Referee: Rita Árbitra (Accepted) · Assistant:
 * Otto Árbitro (Pending)". Shown on the fixtures' games and on the game sheet; nothing when no one is appointed.
 */
export function AppointmentsLine({ officials, sx }: { officials: Game['officials']; sx?: SxProps<Theme> }) {
  const { t } = useTranslation()
  if (!officials || officials.length === 0) return null
  return (
    <Typography variant="body2" color="text.secondary" data-testid="appointments" sx={sx}>
      {officials.map((appointment, index) => (
        <Fragment key={appointment.officialId}>
          {index > 0 ? ' · ' : null}
          {`${t(`officials.roles.${appointment.role}`)}: ${appointment.name} `}
          <Box component="span" sx={{ color: STATUS_COLOR[appointment.status], fontWeight: 600, whiteSpace: 'nowrap' }}>
            ({t(`officials.status.${appointment.status}`)})
          </Box>
        </Fragment>
      ))}
    </Typography>
  )
}
