import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#client/components/page-header.tsx'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { AUDIT_ENTITY_TYPES } from '#domain/audit/audit.schema.ts'
import { zonedTimeToInstant } from '#domain/organizations/time-zone.ts'
import type { AuditFilters } from '../api/audit-api.ts'
import { AuditList } from './audit-list.tsx'

export interface AuditActorOption {
  userId: string
  name: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The day after `date` (YYYY-MM-DD), so "to" includes the whole day it names. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

function inRange(date: string): boolean {
  const year = Number(date.slice(0, 4))
  return DAY.test(date) && year >= 1900 && year <= 2199
}

/** `/:lang/audit` (admins): the league's audit trail with filters by kind of thing, person and days. */
export function AuditPage({ organizationId, actors }: { organizationId: string; actors: AuditActorOption[] }) {
  const { t } = useTranslation()
  const [entityType, setEntityType] = useState('')
  const [actorId, setActorId] = useState('')
  const [fromDay, setFromDay] = useState('')
  const [toDay, setToDay] = useState('')
  const zone = leagueTimeZone()
  const filters: AuditFilters = {
    ...(entityType ? { entityType } : {}),
    ...(actorId ? { actorId } : {}),
    // days in the league's time zone, from the start of `fromDay` to the end of `toDay`
    ...(inRange(fromDay) ? { from: zonedTimeToInstant(fromDay, '00:00', zone) } : {}),
    ...(inRange(toDay) ? { to: zonedTimeToInstant(nextDay(toDay), '00:00', zone) } : {}),
  }
  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Box
        component="form"
        role="search"
        aria-label={t('audit.filters')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 3 }}
      >
        <TextField
          select
          label={t('audit.filter.entity_type')}
          value={entityType}
          onChange={(event) => setEntityType(event.target.value)}
        >
          <MenuItem value="">{t('audit.filter.all')}</MenuItem>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`audit.entities_plural.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('audit.filter.actor')}
          value={actorId}
          onChange={(event) => setActorId(event.target.value)}
        >
          <MenuItem value="">{t('audit.filter.everyone')}</MenuItem>
          {actors.map((actor) => (
            <MenuItem key={actor.userId} value={actor.userId}>
              {actor.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('audit.filter.from')}
          value={fromDay}
          onChange={(event) => setFromDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2199-12-31' } }}
        />
        <TextField
          type="date"
          label={t('audit.filter.to')}
          value={toDay}
          onChange={(event) => setToDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2199-12-31' } }}
        />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <AuditList organizationId={organizationId} filters={filters} showEntity />
        </CardContent>
      </Card>
    </>
  )
}
