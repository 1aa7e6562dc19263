import { describe, expect, it } from 'vitest'
import { checkReportedGameWrite, isReportExpired, mayConfirmReportedGame, sideOfAnswer } from './report.ts'

describe('who writes a game with a match report (decision 0051)', () => {
  const write = (
    role: 'admin' | 'manager' | 'scorer' | 'referee' | 'delegate',
    report: 'open' | 'submitted' | 'disputed' | 'confirmed',
    confirming = false,
  ) => checkReportedGameWrite({ role, isAppointedReferee: true, report, confirming })

  it('lets the referee fill it while open, never confirm it', () => {
    expect(write('referee', 'open')).toEqual({ ok: true, override: false })
    expect(write('referee', 'open', true)).toEqual({ ok: false, code: 'FORBIDDEN' })
    expect(write('referee', 'submitted')).toEqual({ ok: false, code: 'REPORT_SUBMITTED' })
  })

  it('leaves confirming a submitted or disputed report to the teams and the resolution, not to staff', () => {
    expect(write('manager', 'open', true)).toEqual({ ok: true, override: false })
    expect(write('manager', 'submitted', true)).toEqual({ ok: false, code: 'REPORT_PENDING' })
    expect(write('admin', 'disputed', true)).toEqual({ ok: false, code: 'REPORT_PENDING' })
    expect(write('admin', 'disputed')).toEqual({ ok: true, override: false })
    expect(write('scorer', 'open')).toEqual({ ok: false, code: 'REPORT_BY_REFEREE' })
    expect(write('admin', 'confirmed', true)).toEqual({ ok: false, code: 'REPORT_LOCKED' })
  })

  it('tells the screens when "Confirm result" applies', () => {
    expect(mayConfirmReportedGame('manager', null, true)).toBe(true)
    expect(mayConfirmReportedGame('manager', 'open', true)).toBe(true)
    expect(mayConfirmReportedGame('manager', 'submitted', true)).toBe(false)
    expect(mayConfirmReportedGame('referee', 'open', false)).toBe(false)
    expect(mayConfirmReportedGame('scorer', 'open', true)).toBe(false)
  })
})

describe('the teams’ answers', () => {
  const game = { homeTeamId: 'h', awayTeamId: 'a' }
  it('a delegate answers for their own side only; staff name the side', () => {
    expect(sideOfAnswer({ role: 'delegate', teamIds: ['a'], ...game })).toEqual({ ok: true, side: 'away' })
    expect(sideOfAnswer({ role: 'delegate', teamIds: ['a'], ...game, side: 'home' })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    })
    expect(sideOfAnswer({ role: 'admin', teamIds: [], ...game })).toEqual({ ok: false, code: 'REPORT_SIDE_REQUIRED' })
  })

  it('the window ends at its deadline', () => {
    const deadline = new Date('2030-01-03T12:00:00Z')
    expect(isReportExpired({ status: 'submitted', deadline }, new Date('2030-01-03T11:59:59Z'))).toBe(false)
    expect(isReportExpired({ status: 'submitted', deadline }, deadline)).toBe(true)
    expect(isReportExpired({ status: 'disputed', deadline }, new Date('2030-02-01T00:00:00Z'))).toBe(false)
  })
})
