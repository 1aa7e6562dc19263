import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { gameWhen, personName } from '#client/lib/competition/competition-display.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { fetchRoster, fetchTeamGames, fetchTeamSuspensions, myTeamKeys } from '../api/my-team-api.ts'
import { LineupPicker } from './lineup-picker.tsx'
import { RosterList } from './roster-list.tsx'

type Game = Awaited<ReturnType<typeof fetchTeamGames>>['items'][number]

/** The team's next game: the first not played, not suspended or deleted, by date (undated ones last). */
export function nextGameOf(games: Game[], now: number): Game | undefined {
  const ahead = games.filter(
    (g) =>
      g.state !== 'deleted' &&
      g.suspendedAt === null &&
      g.confirmedPlayedAt === null &&
      !g.hasResult &&
      (g.playAt === null || Date.parse(g.playAt) > now),
  )
  const time = (g: Game) => (g.playAt === null ? Number.POSITIVE_INFINITY : Date.parse(g.playAt))
  return ahead.sort((a, b) => time(a) - time(b))[0]
}

function Section({ title, aside, children }: { title: string; aside?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          {aside ? (
            <Typography variant="body2" color="text.secondary">
              {aside}
            </Typography>
          ) : null}
        </Stack>
        {children}
      </CardContent>
    </Card>
  )
}

/** One of the delegate's teams: next game with the line-up picker, the list, suspensions and fixtures. */
export function TeamPanel({ organizationId, teamId }: { organizationId: string; teamId: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const queryClient = useQueryClient()
  const key = myTeamKeys.team(organizationId, teamId)
  const roster = useQuery({
    queryKey: [...key, 'roster'],
    queryFn: ({ signal }) => fetchRoster(organizationId, teamId, signal),
  })
  const games = useQuery({
    queryKey: [...key, 'games'],
    queryFn: ({ signal }) => fetchTeamGames(organizationId, teamId, signal),
  })
  const suspensions = useQuery({
    queryKey: [...key, 'suspensions'],
    queryFn: ({ signal }) => fetchTeamSuspensions(organizationId, teamId, signal),
  })
  const players = roster.data?.items ?? []
  const next = nextGameOf(games.data?.items ?? [], Date.now())
  const active = (suspensions.data?.items ?? []).filter((s) => !s.isDraft && s.remaining > 0)
  return (
    <Stack spacing={2}>
      <Section title={t('my_team.next_game.title')}>
        {next ? (
          <Stack spacing={2}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {t('my_team.next_game.vs', { home: next.homeTeam.name, away: next.awayTeam.name })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {gameWhen(t, lang, next)}
              </Typography>
            </div>
            <LineupPicker
              organizationId={organizationId}
              gameId={next.id}
              side={next.homeTeamId === teamId ? 'home' : 'away'}
              roster={players}
              isClosed={false}
            />
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('my_team.next_game.none')}</Typography>
        )}
      </Section>
      <Section
        title={t('my_team.roster.title')}
        aside={t('my_team.roster.counts', {
          approved: String(players.filter((p) => p.status === 'approved').length),
          pending: String(players.filter((p) => p.status === 'pending').length),
        })}
      >
        {players.length === 0 ? (
          <Typography color="text.secondary">{t('my_team.roster.empty')}</Typography>
        ) : (
          <RosterList
            organizationId={organizationId}
            players={players}
            onInvited={() => void queryClient.invalidateQueries({ queryKey: [...key, 'roster'] })}
          />
        )}
      </Section>
      <Section title={t('my_team.suspensions.title')}>
        {active.length === 0 ? (
          <Typography color="text.secondary">{t('my_team.suspensions.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
            {active.map((s) => (
              <li key={s.id}>
                {personName(s.player)} · {t('my_team.suspensions.remaining', { count: s.remaining })}
              </li>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('my_team.fixtures.title')}>
        {(games.data?.items ?? []).length === 0 ? (
          <Typography color="text.secondary">{t('my_team.fixtures.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
            {(games.data?.items ?? []).map((g) => (
              <li key={g.id}>
                {t('my_team.next_game.vs', { home: g.homeTeam.name, away: g.awayTeam.name })} · {gameWhen(t, lang, g)}
                {g.hasResult ? ` · ${g.homeGoals}–${g.awayGoals}` : ''}
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  )
}
