import { afterEach, describe, expect, it } from 'vitest'
import { setLeagueTimeZone } from '#client/lib/league-time-zone.ts'
import { schedulePlace, schedulePlayAt, scheduleValues } from './game-schedule.ts'

describe('schedulePlayAt', () => {
  it('no date: no playAt', () => {
    expect(schedulePlayAt({ date: '', time: '18:30', isTimeHidden: false })).toEqual({
      playAt: null,
      isPlayAtTimeHidden: false,
    })
  })

  it('a date without a time, or with the time hidden: 12:00 UTC of that day, hidden', () => {
    const hidden = { playAt: '2026-11-04T12:00:00Z', isPlayAtTimeHidden: true }
    expect(schedulePlayAt({ date: '2026-11-04', time: '', isTimeHidden: false })).toEqual(hidden)
    expect(schedulePlayAt({ date: '2026-11-04', time: '18:30', isTimeHidden: true })).toEqual(hidden)
  })

  afterEach(() => setLeagueTimeZone(undefined))

  it('a date and a time: that time in the league’s zone, whatever the device’s, which reads back the same', () => {
    setLeagueTimeZone('America/Argentina/Buenos_Aires')
    const { playAt, isPlayAtTimeHidden } = schedulePlayAt({ date: '2026-11-04', time: '18:30', isTimeHidden: false })
    expect(isPlayAtTimeHidden).toBe(false)
    expect(playAt).toBe('2026-11-04T21:30:00.000Z')
    expect(scheduleValues({ playAt, isPlayAtTimeHidden, locationId: null, fieldId: null })).toMatchObject({
      date: '2026-11-04',
      time: '18:30',
      isTimeHidden: false,
    })
    setLeagueTimeZone('Europe/Madrid')
    expect(schedulePlayAt({ date: '2026-07-04', time: '18:30', isTimeHidden: false }).playAt).toBe(
      '2026-07-04T16:30:00.000Z',
    )
    expect(scheduleValues({ playAt, isPlayAtTimeHidden, locationId: null, fieldId: null })).toMatchObject({
      date: '2026-11-04',
      time: '22:30',
    })
  })
})

describe('scheduleValues', () => {
  it('a hidden time keeps the UTC calendar day and no time', () => {
    expect(
      scheduleValues({ playAt: '2026-11-04T12:00:00.000Z', isPlayAtTimeHidden: true, locationId: 'l', fieldId: 'f' }),
    ).toEqual({ date: '2026-11-04', time: '', isTimeHidden: true, locationId: 'l', fieldId: 'f' })
  })

  it('no date: empty', () => {
    expect(scheduleValues({ playAt: null, isPlayAtTimeHidden: false, locationId: null, fieldId: null })).toEqual({
      date: '',
      time: '',
      isTimeHidden: false,
      locationId: '',
      fieldId: '',
    })
  })
})

describe('schedulePlace', () => {
  it('sends null for none, and no field without a venue', () => {
    expect(schedulePlace({ locationId: '', fieldId: 'f' })).toEqual({ locationId: null, fieldId: null })
    expect(schedulePlace({ locationId: 'l', fieldId: '' })).toEqual({ locationId: 'l', fieldId: null })
    expect(schedulePlace({ locationId: 'l', fieldId: 'f' })).toEqual({ locationId: 'l', fieldId: 'f' })
  })
})
