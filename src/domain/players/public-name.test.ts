import { describe, expect, it } from 'vitest'
import { initialsOf, isMinorOn, publicNameOf } from './public-name.ts'

describe('public names (decision 0045)', () => {
  it.each([
    ['2008-05-10', '2026-05-09', true],
    ['2008-05-10', '2026-05-10', false],
    ['2008-02-29', '2026-02-28', true],
    ['2008-02-29', '2026-03-01', false],
    [null, '2026-01-01', false],
  ])('born %s, on %s a minor: %s', (birth, today, expected) => {
    expect(isMinorOn(birth, today)).toBe(expected)
  })

  it('names a minor by initials by default and hides the photo; a choice wins for the name only', () => {
    const minor = { firstname: 'Ana', lastname: 'de la Fuente', birthDate: '2012-01-01', publicName: null }
    expect(publicNameOf(minor, '2026-06-01')).toEqual({
      firstname: 'Ana',
      lastname: 'd. l. F.',
      name: 'Ana d. l. F.',
      isPhotoPublic: false,
    })
    expect(publicNameOf({ ...minor, publicName: 'full' }, '2026-06-01')).toMatchObject({
      name: 'Ana de la Fuente',
      isPhotoPublic: false,
    })
    const adult = { ...minor, birthDate: '1990-01-01' }
    expect(publicNameOf(adult, '2026-06-01')).toMatchObject({ name: 'Ana de la Fuente', isPhotoPublic: true })
    expect(publicNameOf({ ...adult, publicName: 'initials' }, '2026-06-01').name).toBe('Ana d. l. F.')
    expect(initialsOf('Ñandú')).toBe('Ñ.')
  })
})
