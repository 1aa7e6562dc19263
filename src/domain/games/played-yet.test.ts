import { describe, expect, it } from 'vitest'
import { isPlayedYet } from './played-yet.ts'

const AR = 'America/Argentina/Buenos_Aires'

describe('isPlayedYet', () => {
  it('allows a game with no date, today’s and past ones; refuses a later day in the league’s zone', () => {
    const now = new Date('2026-11-21T02:00:00Z') // Friday 20 November, 23:00 in Buenos Aires
    expect(isPlayedYet({ playAt: null, isPlayAtTimeHidden: false }, now, AR)).toBe(true)
    // 21:00 on Friday in Buenos Aires (00:00 UTC on Saturday): today there
    expect(isPlayedYet({ playAt: '2026-11-21T00:00:00Z', isPlayAtTimeHidden: false }, now, AR)).toBe(true)
    // Saturday 10:00 in Buenos Aires: tomorrow there, though already Saturday in UTC
    expect(isPlayedYet({ playAt: '2026-11-21T13:00:00Z', isPlayAtTimeHidden: false }, now, AR)).toBe(false)
    expect(isPlayedYet({ playAt: '2026-11-21T13:00:00Z', isPlayAtTimeHidden: false }, now, 'Europe/Madrid')).toBe(true)
  })

  it('reads a hidden time as its UTC day', () => {
    const now = new Date('2026-11-20T23:30:00Z')
    expect(isPlayedYet({ playAt: '2026-11-20T12:00:00Z', isPlayAtTimeHidden: true }, now, AR)).toBe(true)
    expect(isPlayedYet({ playAt: '2026-11-21T12:00:00Z', isPlayAtTimeHidden: true }, now, AR)).toBe(false)
  })
})
