import { describe, expect, it } from 'vitest'
import { isLang, localizePath, sanitizeNextPath, splitLocalePath } from './locale-path.ts'

describe('splitLocalePath', () => {
  it.each([
    ['/es', { lang: 'es', path: '' }],
    ['/es/', { lang: 'es', path: '' }],
    ['/en/dashboard', { lang: 'en', path: '/dashboard' }],
    ['/es/invitations/abc/', { lang: 'es', path: '/invitations/abc' }],
    ['/dashboard', { lang: null, path: '/dashboard' }],
    ['/', { lang: null, path: '' }],
    ['/fr/dashboard', { lang: null, path: '/fr/dashboard' }],
  ])('splits %j', (pathname, expected) => {
    expect(splitLocalePath(pathname)).toEqual(expected)
  })
})

describe('isLang', () => {
  it('accepts es and en only', () => {
    expect(isLang('es')).toBe(true)
    expect(isLang('en')).toBe(true)
    expect(isLang('fr')).toBe(false)
    expect(isLang(undefined)).toBe(false)
  })
})

describe('localizePath', () => {
  it('prefixes the language and appends the query', () => {
    expect(localizePath('en', '/users')).toBe('/en/users')
    expect(localizePath('es', '')).toBe('/es')
    expect(localizePath('es', '/dashboard', { a: '1', b: 'x y' })).toBe('/es/dashboard?a=1&b=x+y')
  })
})

describe('sanitizeNextPath', () => {
  it.each([
    ['/invitations/abc', '/invitations/abc'],
    ['/es/invitations/abc', '/invitations/abc'],
    ['/dashboard?o=1', '/dashboard?o=1'],
    ['//evil.example', null],
    ['https://evil.example', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
    ['/es', null],
  ])('sanitizes %j', (next, expected) => {
    expect(sanitizeNextPath(next)).toBe(expected)
  })
})
