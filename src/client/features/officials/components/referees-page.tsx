import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { fetchOfficialsMonth, officialsKeys } from '../api/officials-api.ts'
import { AddOfficialDialog } from './add-official-dialog.tsx'

/** The first and last day of the current month (the browser's calendar). */
function thisMonth(now = new Date()): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0')
  const year = now.getFullYear()
  const month = now.getMonth() + 1
  const last = new Date(year, month, 0).getDate()
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` }
}

/** Minor units as a plain amount with two decimals (the league's currency is not named here). */
function amount(minor: number, lang: string): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)
}

/** `/:lang/referees`: each official's month at a glance — appointed, worked, fees (decision 0050). */
export function RefereesPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const canWrite = useCanWrite()
  const [isAdding, setIsAdding] = useState(false)
  const { from, to } = thisMonth()
  const month = useQuery({
    queryKey: officialsKeys.month(organizationId, from, to),
    queryFn: ({ signal }) => fetchOfficialsMonth(organizationId, from, to, signal),
  })
  const items = month.data?.items ?? []
  return (
    <>
      <PageHeader
        title={t('officials.title')}
        subtitle={`${t('officials.month')}: ${from} – ${to}`}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
              {t('officials.add')}
            </Button>
          ) : null
        }
      />
      {isAdding ? <AddOfficialDialog organizationId={organizationId} onClose={() => setIsAdding(false)} /> : null}
      {month.isError ? <FormError message={errorMessage(t, month.error)} /> : null}
      {month.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary">{t('officials.empty')}</Typography>
      ) : null}
      {items.length > 0 ? (
        <Table size="small" aria-label={t('officials.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('officials.name')}</TableCell>
              <TableCell>{t('officials.level')}</TableCell>
              <TableCell align="right">{t('officials.appointed')}</TableCell>
              <TableCell align="right">{t('officials.worked')}</TableCell>
              <TableCell align="right">{t('officials.fees')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((o) => (
              <TableRow key={o.officialId}>
                <TableCell>{o.name}</TableCell>
                <TableCell>{o.level ?? ''}</TableCell>
                <TableCell align="right">{o.appointed}</TableCell>
                <TableCell align="right">{o.worked}</TableCell>
                <TableCell align="right">{amount(o.total, lang)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  )
}
