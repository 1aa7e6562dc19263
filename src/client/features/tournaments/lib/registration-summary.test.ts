import { describe, expect, it } from 'vitest'
import { createTestI18n } from '#client/lib/testing/render.tsx'
import { closesAtOf, closesOnDay, registrationSummary } from './registration-summary.ts'

const none = {
  closesAt: null,
  maxPlayers: null,
  bornFrom: null,
  bornTo: null,
  onePerTournament: false,
  requiresApproval: false,
  maxPlayersPerGame: null,
}

describe('the registered list in plain words', () => {
  it('says anyone can be added when no rule is set', async () => {
    const i18n = await createTestI18n()
    expect(registrationSummary(i18n.t, 'en', none)).toEqual(['Any player can be added to a team’s list, at any time.'])
  })

  it('says every rule with its numbers', async () => {
    const i18n = await createTestI18n()
    const rules = {
      closesAt: closesAtOf('2027-03-15'),
      maxPlayers: 30,
      bornFrom: '2008-01-01',
      bornTo: '2009-12-31',
      onePerTournament: true,
      requiresApproval: true,
      maxPlayersPerGame: 18,
    }
    expect(registrationSummary(i18n.t, 'en', rules)).toEqual([
      'The list closes on 15 Mar 2027.',
      'At most 30 players per team.',
      'Only players born 1 Jan 2008 to 31 Dec 2009.',
      'A player can be on one team only.',
      'Players added by delegates need an admin’s approval.',
      'At most 18 players per game.',
    ])
  })

  it('the closing day picked is the end of that day, and reads back as the same day', () => {
    const closesAt = closesAtOf('2027-03-15')
    expect(closesAt).not.toBeNull()
    expect(closesOnDay(closesAt)).toBe('2027-03-15')
    expect(closesAtOf('')).toBeNull()
    expect(closesOnDay(null)).toBe('')
  })
})
