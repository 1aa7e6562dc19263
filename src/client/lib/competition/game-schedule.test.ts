import { describe, expect, it } from 'vitest'
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

  it('a date and a time: that local time with the viewer’s offset, which reads back the same', () => {
    const { playAt, isPlayAtTimeHidden } = schedulePlayAt({ date: '2026-11-04', time: '18:30', isTimeHidden: false })
    expect(isPlayAtTimeHidden).toBe(false)
    expect(playAt).toMatch(/^2026-11-04T18:30:00[+-]\d{2}:\d{2}$/)
    expect(scheduleValues({ playAt, isPlayAtTimeHidden, locationId: null, fieldId: null })).toMatchObject({
      date: '2026-11-04',
      time: '18:30',
      isTimeHidden: false,
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
