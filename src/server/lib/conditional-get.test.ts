import { describe, expect, it } from 'vitest'
import { ifNoneMatchHits } from './conditional-get.ts'

describe('ifNoneMatchHits (RFC 9110 weak comparison for If-None-Match)', () => {
  const cases: [header: string | null | undefined, etag: string, hits: boolean][] = [
    [undefined, '"a"', false],
    [null, '"a"', false],
    ['', '"a"', false],
    ['"a"', '"a"', true],
    ['"a"', '"b"', false],
    ['W/"a"', '"a"', true],
    ['"a"', 'W/"a"', true],
    ['W/"a"', 'W/"a"', true],
    ['W/"a"', 'W/"b"', false],
    ['*', '"a"', true],
    ['*', 'W/"a"', true],
    [' * ', '"a"', true],
    ['"x", *', '"a"', true],
    ['"x", "a"', '"a"', true],
    ['"x","a"', '"a"', true],
    ['"x" ,  W/"a" ', '"a"', true],
    ['W/"x", W/"y"', '"a"', false],
    ['"a,b"', '"a,b"', true],
    ['"a,b"', '"a"', false],
    ['"a,b", "c"', '"b"', false],
    ['"*"', '"a"', false],
    ['"*"', '"*"', true],
    ['a', '"a"', false],
    ['"A"', '"a"', false],
    ['"share-abc"', '"share-abc"', true],
    ['W/"share-abc"', '"share-abc"', true],
    ['"ab"', '"a"', false],
    ['""', '""', true],
  ]
  it.each(cases)('If-None-Match %j against %j → %j', (header, etag, hits) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hits)
  })
})
