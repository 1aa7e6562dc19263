import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { SubscriptionStatusChip } from '#client/components/status-chip.tsx'
import { countryName } from '#client/lib/countries.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate, formatNumber } from '#client/lib/formatters.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { SubscriptionStatus } from '#domain/navigation/resolve-redirect.ts'
import type { AdminOrganization } from '../api/admin-organizations-api.ts'
import { useAdminOrganizations, useDebouncedValue } from '../hooks/use-admin-organizations.ts'

const STATUSES: SubscriptionStatus[] = ['none', 'trialing', 'active', 'manual', 'error', 'canceled']

const isArgentinaPending = (organization: AdminOrganization) =>
  (organization.subscription.status === 'none' || organization.subscription.status === 'canceled') &&
  organization.leagues.some((league) => league.country.toUpperCase() === 'AR')

/** The plan and last day of a subscription (hand-set or Stripe's), and "Argentina: to set up". */
function SubscriptionDetail({ organization, marginTop = 0 }: { organization: AdminOrganization; marginTop?: number }) {
  const { t } = useTranslation()
  const lang = useLang()
  const { plan, manualUntil, status } = organization.subscription
  const until = manualUntil ? formatDate(`${manualUntil}T00:00:00Z`, lang, { timeZone: 'UTC' }) : null
  const shownPlan = status === 'none' || status === 'canceled' ? undefined : plan
  const detail =
    shownPlan && until
      ? t('super_admin.plan_until', { plan: shownPlan, date: until })
      : until
        ? t('super_admin.until', { date: until })
        : shownPlan
  if (!detail && !isArgentinaPending(organization)) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: marginTop }}>
      {detail ? (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
      {isArgentinaPending(organization) ? (
        <Chip size="small" variant="outlined" color="info" label={t('super_admin.argentina_pending')} />
      ) : null}
    </Box>
  )
}

/** Every organization with search, subscription filters (status, waiting for Argentina setup), and actions. */
export function OrganizationsTable({
  onEdit,
  onEditSubscription,
  openHref,
}: {
  onEdit: (organization: AdminOrganization) => void
  onEditSubscription: (organization: AdminOrganization) => void
  openHref: (organization: AdminOrganization) => string
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const theme = useTheme()
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<SubscriptionStatus | 'all'>('all')
  const [argentinaPending, setArgentinaPending] = useState(false)
  const q = useDebouncedValue(search.trim())
  const organizations = useAdminOrganizations({ q, status: status === 'all' ? '' : status, argentinaPending })

  const leaguesText = (organization: AdminOrganization) =>
    organization.leagues.map((league) => `${league.name} (${countryName(league.country, lang)})`).join(', ')

  const actions = (organization: AdminOrganization) => (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Button
        size="small"
        sx={{ px: 1.25 }}
        onClick={() => onEdit(organization)}
        aria-label={t('super_admin.edit_named', { name: organization.name })}
      >
        {t('common.edit')}
      </Button>
      <Button
        size="small"
        sx={{ px: 1.25 }}
        onClick={() => onEditSubscription(organization)}
        aria-label={t('super_admin.subscription_named', { name: organization.name })}
      >
        {t('super_admin.subscription.open')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={openHref(organization)}
        aria-label={t('super_admin.open_named', { name: organization.name })}
      >
        {t('super_admin.open')}
      </Button>
    </Box>
  )

  return (
    <Stack spacing={2.5}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr', lg: '2fr 1fr auto' },
        }}
      >
        <TextField
          type="search"
          label={t('super_admin.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
        />
        <TextField
          select
          label={t('super_admin.status_filter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as SubscriptionStatus | 'all')}
          size="small"
        >
          <MenuItem value="all">{t('super_admin.all_statuses')}</MenuItem>
          {STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`subscription.status.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={argentinaPending} onChange={(event) => setArgentinaPending(event.target.checked)} />
          }
          label={t('super_admin.argentina_filter')}
          sx={{ mx: 0, gap: 0.5 }}
        />
      </Box>
      {organizations.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : organizations.isError ? (
        <FormError message={errorMessage(t, organizations.error)} />
      ) : organizations.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} role="status">
          {q || status !== 'all' || argentinaPending ? t('super_admin.no_results') : t('super_admin.empty')}
        </Typography>
      ) : isWide ? (
        <Card>
          <Table aria-label={t('super_admin.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('super_admin.columns.name')}</TableCell>
                <TableCell>{t('super_admin.columns.leagues')}</TableCell>
                <TableCell>{t('super_admin.columns.subscription')}</TableCell>
                <TableCell align="right">{t('super_admin.columns.members')}</TableCell>
                <TableCell>{t('super_admin.columns.created')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {organizations.data.map((organization) => (
                <TableRow key={organization.id} hover>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{organization.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {organization.slug}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 280 }}>{leaguesText(organization)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                      <SubscriptionStatusChip status={organization.subscription.status} />
                      <SubscriptionDetail organization={organization} />
                    </Box>
                  </TableCell>
                  <TableCell align="right">{formatNumber(organization.memberCount, lang)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(organization.createdAt, lang)}</TableCell>
                  <TableCell align="right">{actions(organization)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('super_admin.title')}>
          {organizations.data.map((organization) => (
            <Card component="li" key={organization.id} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{organization.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {leaguesText(organization)}
                  </Typography>
                </Box>
                <SubscriptionStatusChip status={organization.subscription.status} />
              </Box>
              <SubscriptionDetail organization={organization} marginTop={1} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('super_admin.members_count', { count: organization.memberCount })} ·{' '}
                {formatDate(organization.createdAt, lang)}
              </Typography>
              <Box sx={{ mt: 1.5 }}>{actions(organization)}</Box>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
