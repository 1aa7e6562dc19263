import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { INVALID_PICKER_TEXT, pickerTextOf, pickerValueFor } from './picker-text.ts'

const FORMAT = 'YYYY-MM-DD'
const parse = (text: string) => dayjs(text)

describe('a picker bound to a form text', () => {
  it('hands back the invalid date the picker published, so the typed text stays in the field', () => {
    const typed = dayjs('31/02/2025 typed')
    expect(typed.isValid()).toBe(false)
    expect(pickerTextOf(typed, FORMAT)).toBe(INVALID_PICKER_TEXT)
    expect(pickerValueFor(INVALID_PICKER_TEXT, typed, FORMAT, parse)).toBe(typed)
  })

  it('keeps the same object for the valid date it published, and parses a date set from elsewhere', () => {
    const picked = dayjs('2025-03-01')
    expect(pickerValueFor('2025-03-01', picked, FORMAT, parse)).toBe(picked)
    const reset = pickerValueFor('2024-12-24', picked, FORMAT, parse)
    expect(reset).not.toBe(picked)
    expect(reset?.format(FORMAT)).toBe('2024-12-24')
  })

  it('is empty when the form is, or holds an invalid text it did not see typed', () => {
    expect(pickerValueFor('', dayjs('2025-03-01'), FORMAT, parse)).toBeNull()
    expect(pickerValueFor(INVALID_PICKER_TEXT, null, FORMAT, parse)).toBeNull()
    expect(pickerTextOf(null, FORMAT)).toBe('')
  })
})
