import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { gameWhen } from '#client/lib/competition/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import {
  fetchMyGames,
  type MyGame,
  officialsKeys,
  renewCalendarToken,
  respondToAppointment,
} from '../api/officials-api.ts'
import { UnavailableDays } from './unavailable-days.tsx'

const STATUS_COLOR = { pending: 'warning', accepted: 'success', declined: 'default' } as const

function AppointmentCard({
  organizationId,
  item,
  isLinked,
  answer,
  onAnswered,
}: {
  organizationId: string
  item: MyGame
  /** the game the address named (`?game=`, the e-mail's link): outlined and scrolled to */
  isLinked: boolean
  /** the answer the e-mail's link carried (`&answer=`), recorded once the card shows */
  answer: 'accept' | 'decline' | null
  onAnswered: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const client = useQueryClient()
  const toast = useToast()
  const respond = useMutation({
    mutationFn: (accept: boolean) => respondToAppointment(organizationId, item.gameId, accept),
    onSuccess: (_data, accept) => {
      toast.success(t(accept ? 'officials.accepted_toast' : 'officials.declined_toast'))
      return client.invalidateQueries({ queryKey: officialsKeys.myGames(organizationId) })
    },
  })
  const card = useRef<HTMLLIElement>(null)
  // the e-mail's link: the game in view, and its answer recorded (once: the address then forgets it)
  const wanted = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the linked card first shows or the answer changes
  useEffect(() => {
    if (!isLinked) return
    card.current?.scrollIntoView?.({ block: 'center' })
    if (!answer) return
    onAnswered()
    if (wanted !== item.status) respond.mutate(answer === 'accept')
  }, [isLinked, answer])
  const title = `${item.homeTeam} – ${item.awayTeam}`
  return (
    <Card
      ref={card}
      variant="outlined"
      component="li"
      aria-label={title}
      aria-current={isLinked ? 'true' : undefined}
      sx={isLinked ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            <Chip size="small" color={STATUS_COLOR[item.status]} label={t(`officials.status.${item.status}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[t(`officials.roles.${item.role}`), item.tournamentName, gameWhen(t, lang, item), item.location]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {respond.isError ? <FormError message={errorMessage(t, respond.error)} /> : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {item.status !== 'accepted' ? (
              <Button variant="contained" size="small" loading={respond.isPending} onClick={() => respond.mutate(true)}>
                {t('officials.accept')}
              </Button>
            ) : null}
            {item.status !== 'declined' ? (
              <Button size="small" disabled={respond.isPending} onClick={() => respond.mutate(false)}>
                {t('officials.decline')}
              </Button>
            ) : null}
            <Link component={RouterLink} to={localize(`/games/${item.gameId}`)}>
              {t('officials.open_game')}
            </Link>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}

function CalendarAddress({ organizationId, officialId }: { organizationId: string; officialId: string }) {
  const { t } = useTranslation()
  const [url, setUrl] = useState<string | null>(null)
  const renew = useMutation({
    mutationFn: () => renewCalendarToken(organizationId, officialId),
    onSuccess: (answer) => setUrl(answer.url),
  })
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('officials.calendar')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('officials.calendar_help')}
      </Typography>
      {url ? <TextField value={url} size="small" slotProps={{ htmlInput: { readOnly: true } }} /> : null}
      <div>
        <Button size="small" variant="outlined" loading={renew.isPending} onClick={() => renew.mutate()}>
          {t('officials.calendar_renew')}
        </Button>
      </div>
    </Stack>
  )
}

/**
 * `/:lang/my-games`: a referee's appointments, to accept or decline, the days they cannot work and their calendar
 * address (decision 0050). The appointment e-mail's links open it at the game (`?game=`), with the answer to record
 * (`&answer=accept|decline`).
 */
export function MyGamesPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const linkedGame = params.get('game')
  const answerParam = params.get('answer')
  const answer = answerParam === 'accept' || answerParam === 'decline' ? answerParam : null
  const games = useQuery({
    queryKey: officialsKeys.myGames(organizationId),
    queryFn: ({ signal }) => fetchMyGames(organizationId, signal),
  })
  const items = games.data?.items ?? []
  const officialId = games.data?.officialId ?? null
  const forgetAnswer = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('answer')
        return next
      },
      { replace: true },
    )
  return (
    <>
      <PageHeader title={t('officials.my_games')} />
      {games.isError ? <FormError message={errorMessage(t, games.error)} /> : null}
      {games.isSuccess && !officialId ? (
        <Typography color="text.secondary">{t('officials.not_linked')}</Typography>
      ) : null}
      {games.isSuccess && officialId && items.length === 0 ? (
        <Typography color="text.secondary">{t('officials.none')}</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <AppointmentCard
            key={item.gameId}
            organizationId={organizationId}
            item={item}
            isLinked={item.gameId === linkedGame}
            answer={item.gameId === linkedGame ? answer : null}
            onAnswered={forgetAnswer}
          />
        ))}
      </Stack>
      {officialId ? (
        <Box sx={{ mt: 3 }}>
          <UnavailableDays
            organizationId={organizationId}
            officialId={officialId}
            today={calendarDayIn(new Date(), leagueTimeZone())}
            isOwn
          />
        </Box>
      ) : null}
      {officialId ? <CalendarAddress organizationId={organizationId} officialId={officialId} /> : null}
    </>
  )
}
