import { describe, expect, it } from 'vitest'
import { emptyPlayerValues, namePartsOf } from './players-api.ts'

describe('a searched name carried into "New player" (decision 0025)', () => {
  it.each([
    ['Lionel Messi', 'Lionel', 'Messi'],
    ['  Juan Pablo   Pérez ', 'Juan', 'Pablo Pérez'],
    ['Bea', 'Bea', ''],
    ['', '', ''],
    ['30.123.456', '', ''],
  ])('%j → %j %j', (text, firstname, lastname) => {
    expect(namePartsOf(text)).toEqual({ firstname, lastname })
  })

  it('fills the new player form, beside a DNI', () => {
    expect(emptyPlayerValues('', 'Ana Gómez')).toMatchObject({ firstname: 'Ana', lastname: 'Gómez', dni: '' })
    expect(emptyPlayerValues('30123456')).toMatchObject({ firstname: '', lastname: '', dni: '30123456' })
  })
})
