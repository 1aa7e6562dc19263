import { describe, expect, it } from 'vitest'
import { CATEGORIES, categoryOf, POSITION_CATEGORIES, POSITIONS } from './positions.ts'

describe('positions', () => {
  it('has the seed’s 23 positions, each in exactly one of the five categories', () => {
    expect(POSITIONS).toHaveLength(23)
    expect(new Set(POSITIONS).size).toBe(23)
    expect(CATEGORIES).toEqual(['goalkeeper', 'defenders', 'midfielders', 'forwards', 'modern'])
    const grouped = Object.values(POSITION_CATEGORIES).flat()
    expect([...grouped].sort()).toEqual([...POSITIONS].sort())
  })

  it.each([
    ['gk', 'goalkeeper'],
    ['rwb', 'defenders'],
    ['cam', 'midfielders'],
    ['ss', 'forwards'],
    ['false_9', 'modern'],
  ] as const)('puts %s among %s', (position, category) => {
    expect(categoryOf(position)).toBe(category)
  })
})
