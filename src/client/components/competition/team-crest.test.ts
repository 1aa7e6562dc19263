import { describe, expect, it } from 'vitest'
import { teamInitials } from './team-crest.tsx'

describe('a crest without a picture', () => {
  it('shows the initials of the first two words, or the first two letters of one', () => {
    expect(teamInitials('Deportivo Los Halcones del Sur')).toBe('DL')
    expect(teamInitials('Pumas')).toBe('PU')
    expect(teamInitials('  Club  Atlético ')).toBe('CA')
    expect(teamInitials('Ñandúes - FC')).toBe('ÑF')
    expect(teamInitials('"Los" 11')).toBe('L1')
    expect(teamInitials('')).toBe('')
  })
})
