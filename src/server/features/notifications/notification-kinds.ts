/**
 * The kinds of notification (decision 0047): each names its category, who hears it and what it says. Another feature
 * adds its own with `registerNotificationKind` (notifications.api.ts) and enqueues it with `enqueueNotification`.
 */
import { aliasedTable, and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { NotificationCategory, NotificationChannel } from '#domain/notifications/notification.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, location, player, round, suspension, team } from '#server/db/schema.ts'
import { fill, intlLocaleOf, messagesOf, plural, type ServerLang } from '#server/i18n/server-messages.ts'
import {
  appointedOfficialsOf,
  delegatesOf,
  linkedOfficialUserOf,
  linkedPlayersOf,
  linkedUserOf,
  membersWithRole,
} from './recipients.ts'

/** An event as enqueued: its kind, its organization and what its kind needs (ids). */
export type NotificationEvent = { kind: string; organizationId: string } & Record<string, unknown>

/** What an event says, loaded once, written in each recipient's language. */
export type EventFacts = {
  /** the page, after the language: `/games/…` */
  path: string
  /** events of one group are summed up in one digest line ("3 games of Fecha 5 moved") */
  group?: string
  render(lang: ServerLang, timeZone: string): { title: string; groupLabel?: string }
}

export type NotificationKindDefinition = {
  category: NotificationCategory
  /** the channels this kind uses (all by default): one whose e-mail is sent on its own leaves e-mail out */
  channels?: readonly NotificationChannel[]
  recipients(db: Db, event: NotificationEvent): Promise<string[]>
  /** null: nothing to say any more (the game was unpublished or deleted meanwhile) */
  facts(db: Db, event: NotificationEvent): Promise<EventFacts | null>
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

export function formatWhen(at: Date | null, hideTime: boolean, lang: ServerLang, timeZone: string): string {
  if (!at) return messagesOf(lang).notifications.no_date
  return new Intl.DateTimeFormat(intlLocaleOf(lang), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(hideTime ? {} : { hour: '2-digit', minute: '2-digit' }),
  }).format(at)
}

const home = aliasedTable(team, 'home')
const away = aliasedTable(team, 'away')

async function gameFacts(db: Db, event: NotificationEvent): Promise<EventFacts | null> {
  const [row] = await db
    .select({
      id: game.id,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      home: home.name,
      away: away.name,
      homeGoals: game.homeGoals,
      awayGoals: game.awayGoals,
      venue: location.name,
      roundId: round.id,
      roundName: round.name,
      roundNumber: round.number,
    })
    .from(game)
    .innerJoin(home, eq(home.id, game.homeTeamId))
    .innerJoin(away, eq(away.id, game.awayTeamId))
    .leftJoin(location, eq(location.id, game.locationId))
    .leftJoin(round, eq(round.id, game.roundId))
    .where(
      and(
        eq(game.organizationId, event.organizationId),
        eq(game.id, str(event.gameId)),
        isNull(game.deletedAt),
        // never for a draft: an unpublished game is nobody's business yet
        isNotNull(game.publishedAt),
      ),
    )
  if (!row) return null
  const kind = event.kind.replace('game.', '') as 'scheduled' | 'moved' | 'suspended' | 'venue' | 'result'
  return {
    path: `/games/${row.id}`,
    group: row.roundId ? `${event.kind}:${row.roundId}` : undefined,
    render(lang, timeZone) {
      const t = messagesOf(lang).notifications
      const roundLabel = row.roundName ?? (row.roundNumber ? fill(t.round, { number: row.roundNumber }) : undefined)
      const title = fill(t.game[kind], {
        home: row.home,
        away: row.away,
        when: formatWhen(row.playAt, row.isPlayAtTimeHidden, lang, timeZone),
        venue: row.venue ?? '—',
        homeGoals: row.homeGoals,
        awayGoals: row.awayGoals,
      })
      return { title, groupLabel: roundLabel }
    },
  }
}

function gameRecipients(db: Db, event: NotificationEvent): Promise<string[]> {
  return (async () => {
    const [row] = await db
      .select({ homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId })
      .from(game)
      .where(and(eq(game.organizationId, event.organizationId), eq(game.id, str(event.gameId))))
    if (!row) return []
    const teams = [row.homeTeamId, row.awayTeamId]
    const users = await delegatesOf(db, event.organizationId, teams)
    return [
      ...users,
      ...(await linkedPlayersOf(db, event.organizationId, teams)),
      ...(await appointedOfficialsOf(db, event.organizationId, str(event.gameId))),
    ]
  })()
}

const GAME_KIND: NotificationKindDefinition = { category: 'schedule', recipients: gameRecipients, facts: gameFacts }

async function playerAndTeam(db: Db, organizationId: string, playerId: string, teamId: string) {
  const [row] = await db
    .select({ firstname: player.firstname, lastname: player.lastname, team: team.name })
    .from(player)
    .innerJoin(team, and(eq(team.organizationId, organizationId), eq(team.id, teamId)))
    .where(and(eq(player.organizationId, organizationId), eq(player.id, playerId)))
  return row ? { player: `${row.firstname} ${row.lastname}`, team: row.team } : null
}

const SUSPENSION_CONFIRMED: NotificationKindDefinition = {
  category: 'discipline',
  async recipients(db, event) {
    const [row] = await db
      .select({ playerId: suspension.playerId, teamId: suspension.teamId })
      .from(suspension)
      .where(and(eq(suspension.organizationId, event.organizationId), eq(suspension.id, str(event.suspensionId))))
    if (!row) return []
    return [
      ...(await linkedUserOf(db, event.organizationId, row.playerId)),
      ...(await delegatesOf(db, event.organizationId, [row.teamId])),
    ]
  },
  async facts(db, event) {
    const [row] = await db
      .select()
      .from(suspension)
      .where(and(eq(suspension.organizationId, event.organizationId), eq(suspension.id, str(event.suspensionId))))
    if (!row || row.isDraft) return null
    const names = await playerAndTeam(db, event.organizationId, row.playerId, row.teamId)
    if (!names) return null
    return {
      path: `/players/${row.playerId}`,
      render: (lang) => ({
        title: plural(lang, messagesOf(lang).notifications.suspension, 'confirmed', row.gamesCount).replace(
          /\{\{(player|team)\}\}/g,
          (_, name: 'player' | 'team') => names[name],
        ),
      }),
    }
  },
}

const ROSTER_DECIDED: NotificationKindDefinition = {
  category: 'rosters',
  recipients: async (_db, event) => (typeof event.requestedBy === 'string' ? [event.requestedBy] : []),
  async facts(db, event) {
    const names = await playerAndTeam(db, event.organizationId, str(event.playerId), str(event.teamId))
    if (!names) return null
    return {
      path: `/teams/${str(event.teamId)}`,
      render: (lang) => ({
        title: fill(messagesOf(lang).notifications.roster[event.approved ? 'approved' : 'rejected'], {
          ...names,
          reason: str(event.reason),
        }),
      }),
    }
  },
}

const ROSTER_REQUESTED: NotificationKindDefinition = {
  category: 'rosters',
  recipients: (db, event) => membersWithRole(db, event.organizationId, ['admin', 'manager']),
  async facts(db, event) {
    const names = await playerAndTeam(db, event.organizationId, str(event.playerId), str(event.teamId))
    if (!names) return null
    return {
      path: '/requests',
      group: 'roster.requested',
      render: (lang) => ({ title: fill(messagesOf(lang).notifications.roster.requested, names) }),
    }
  },
}

/** The names and time of a published game, for the kinds that speak of one game. */
async function gameLine(db: Db, event: NotificationEvent) {
  const [row] = await db
    .select({
      id: game.id,
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      home: home.name,
      away: away.name,
    })
    .from(game)
    .innerJoin(home, eq(home.id, game.homeTeamId))
    .innerJoin(away, eq(away.id, game.awayTeamId))
    .where(and(eq(game.organizationId, event.organizationId), eq(game.id, str(event.gameId)), isNull(game.deletedAt)))
  return row ?? null
}

/**
 * An official appointed to a game (decision 0050): the official's account hears it in the inbox and on the phone; the
 * e-mail with the way to answer goes out on its own when the appointment is saved (officials' notify-appointment.ts),
 * also to an official without an account.
 */
const APPOINTMENT_MADE: NotificationKindDefinition = {
  category: 'appointments',
  channels: ['inbox', 'push'],
  recipients: (db, event) => linkedOfficialUserOf(db, event.organizationId, str(event.officialId)),
  async facts(db, event) {
    const row = await gameLine(db, event)
    if (!row) return null
    const role = event.role === 'assistant' ? 'assistant' : 'referee'
    return {
      path: `/my-games?game=${row.id}`,
      render: (lang, timeZone) => ({
        title: fill(messagesOf(lang).notifications.appointment[role], {
          home: row.home,
          away: row.away,
          when: formatWhen(row.playAt, row.isPlayAtTimeHidden, lang, timeZone),
        }),
      }),
    }
  },
}

/**
 * A match report submitted, disputed or confirmed (decision 0051): the two teams' delegates hear it; a dispute also
 * the league's admins, whose queue it enters.
 */
function reportKind(state: 'submitted' | 'disputed' | 'confirmed'): NotificationKindDefinition {
  return {
    category: 'results',
    async recipients(db, event) {
      const row = await gameLine(db, event)
      if (!row) return []
      const delegates = await delegatesOf(db, event.organizationId, [row.homeTeamId, row.awayTeamId])
      if (state !== 'disputed') return delegates
      return [...delegates, ...(await membersWithRole(db, event.organizationId, ['admin']))]
    },
    async facts(db, event) {
      const row = await gameLine(db, event)
      if (!row) return null
      return {
        path: `/games/${row.id}`,
        render: (lang) => ({
          title: fill(messagesOf(lang).notifications.report[state], { home: row.home, away: row.away }),
        }),
      }
    },
  }
}

const KINDS = new Map<string, NotificationKindDefinition>([
  ['game.scheduled', GAME_KIND],
  ['game.moved', GAME_KIND],
  ['game.suspended', GAME_KIND],
  ['game.venue', GAME_KIND],
  ['game.result', { ...GAME_KIND, category: 'results' }],
  ['suspension.confirmed', SUSPENSION_CONFIRMED],
  ['roster.decided', ROSTER_DECIDED],
  ['roster.requested', ROSTER_REQUESTED],
  ['appointment.made', APPOINTMENT_MADE],
  ['report.submitted', reportKind('submitted')],
  ['report.disputed', reportKind('disputed')],
  ['report.confirmed', reportKind('confirmed')],
])

export function registerNotificationKind(kind: string, definition: NotificationKindDefinition): void {
  KINDS.set(kind, definition)
}

export function notificationKind(kind: string): NotificationKindDefinition | undefined {
  return KINDS.get(kind)
}
