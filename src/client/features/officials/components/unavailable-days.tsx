import AddIcon from '@mui/icons-material/Add'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { formatDay } from '#client/lib/competition/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { fetchOfficial, officialsKeys, setUnavailability } from '../api/officials-api.ts'

type Span = { from: string; to: string }

/**
 * The days an official cannot work (decision 0050): spans of days in the league's calendar, both included. An
 * appointment on one of them is refused (OFFICIAL_UNAVAILABLE) unless the staff appoint them anyway. Each addition or
 * removal is saved at once (the whole list, `PUT …/unavailability`); spans that ended are not shown.
 */
export function UnavailableDays({
  organizationId,
  officialId,
  today,
  isOwn,
}: {
  organizationId: string
  officialId: string
  /** the league's today (`YYYY-MM-DD`): spans that ended before it are past */
  today: string
  /** the official's own days (My games), else the staff's view of someone's (the Referees page's dialog) */
  isOwn: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const queryClient = useQueryClient()
  const titleId = useId()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const official = useQuery({
    queryKey: officialsKeys.one(organizationId, officialId),
    queryFn: ({ signal }) => fetchOfficial(organizationId, officialId, signal),
  })
  const spans = official.data?.unavailability ?? []
  const save = useMutation({
    mutationFn: (next: Span[]) => setUnavailability(organizationId, officialId, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(officialsKeys.one(organizationId, officialId), saved)
      toast.success(t('officials.unavailable_saved'))
    },
  })
  const until = to || from
  const isValid = from !== '' && until >= from
  const add = () => {
    if (!isValid) return
    const next = [...spans, { from, to: until }].sort((a, b) => a.from.localeCompare(b.from))
    save.mutate(next, {
      onSuccess: () => {
        setFrom('')
        setTo('')
      },
    })
  }
  const label = (span: Span) =>
    span.from === span.to ? formatDay(span.from, lang) : `${formatDay(span.from, lang)} – ${formatDay(span.to, lang)}`
  const shown = spans.filter((span) => span.to >= today)
  return (
    <Stack
      component="section"
      spacing={1.25}
      aria-labelledby={isOwn ? titleId : undefined}
      aria-label={isOwn ? undefined : t('officials.unavailable_menu')}
      data-testid="unavailable-days"
    >
      {isOwn ? (
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('officials.unavailable_title')}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t(isOwn ? 'officials.unavailable_help' : 'officials.unavailable_help_staff')}
      </Typography>
      {official.isError ? <FormError message={errorMessage(t, official.error)} /> : null}
      {save.isError ? <FormError message={errorMessage(t, save.error)} /> : null}
      {official.isSuccess && shown.length === 0 ? (
        <Typography variant="body2">{t('officials.unavailable_none')}</Typography>
      ) : null}
      {shown.length > 0 ? (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {shown.map((span) => (
            <Box
              component="li"
              key={`${span.from}-${span.to}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                pl: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: '16px',
              }}
            >
              <Typography variant="body2">{label(span)}</Typography>
              <IconButton
                size="small"
                aria-label={t('officials.unavailable_remove', { days: label(span) })}
                disabled={save.isPending}
                onClick={() => save.mutate(spans.filter((other) => other !== span))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="date"
          label={t('officials.unavailable_from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
        />
        <TextField
          type="date"
          label={t('officials.unavailable_to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={from !== '' && to !== '' && to < from}
          helperText={
            from !== '' && to !== '' && to < from ? t('validation.date_order') : t('officials.unavailable_to_help')
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || today } }}
          sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={!isValid}
          loading={save.isPending}
          onClick={add}
          sx={{ mt: 1 }}
        >
          {t('officials.unavailable_add')}
        </Button>
      </Box>
    </Stack>
  )
}
