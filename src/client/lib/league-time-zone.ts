/**
 * The league's time zone (decision 0020) for everything the admin client shows or sends: a game's day and time, the
 * dashboard's week, dates typed in forms. The app shell sets it from the active organization before its pages render;
 * until then (and on pages outside an organization) it is the viewer's own zone.
 */
import { isKnownTimeZone } from '#domain/organizations/time-zone.ts'

let current: string | undefined

function viewerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

export function setLeagueTimeZone(zone: string | null | undefined): void {
  current = zone && isKnownTimeZone(zone) ? zone : undefined
}

/** The active organization's time zone, else the viewer's. */
export function leagueTimeZone(): string {
  return current ?? viewerZone()
}
