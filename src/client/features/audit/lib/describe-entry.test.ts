import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import en from '#client/locales/en.json' with { type: 'json' }
import es from '#client/locales/es.json' with { type: 'json' }
import type { AuditEntry } from '../api/audit-api.ts'
import { actorOf, describeAction, describeChanges, LABELLED_FIELDS } from './describe-entry.ts'

// a t that shows the key and its options, so the test reads what the line is made of
const t = ((key: string, options: Record<string, unknown> = {}) => {
  const { defaultValue: _, ...rest } = options
  return Object.keys(rest).length ? `${key}${JSON.stringify(rest)}` : key
}) as unknown as TFunction
const format = (_field: string, value: unknown) => (value === null || value === undefined ? '—' : String(value))

function entry(partial: Partial<AuditEntry>): AuditEntry {
  return {
    id: '1',
    at: '2026-01-01T00:00:00.000000Z',
    actor: { userId: 'u', name: 'Ana', email: 'ana@example.com' },
    action: 'update',
    entityType: 'player',
    entityId: 'p',
    before: null,
    after: null,
    ...partial,
  }
}

describe('describe an audit entry', () => {
  it('a score: before → after from the goals', () => {
    const e = entry({
      action: 'score',
      entityType: 'game',
      before: { homeGoals: 1, awayGoals: 0 },
      after: { homeGoals: 2, awayGoals: 1 },
    })
    expect(describeAction(e, t)).toBe('audit.actions.score_change{"before":"1–0","after":"2–1"}')
  })

  it('a walkover set, then replaced by a result: which, with the score', () => {
    const set = entry({
      action: 'walkover',
      entityType: 'game',
      before: { homeGoals: 1, awayGoals: 1, walkover: null },
      after: { homeGoals: 0, awayGoals: 3, walkover: 'away' },
    })
    expect(describeAction(set, t)).toBe('audit.actions.walkover_set{"score":"0–3"}')
    const cleared = entry({
      action: 'walkover',
      entityType: 'game',
      before: { homeGoals: 0, awayGoals: 3, walkover: 'away' },
      after: { homeGoals: 2, awayGoals: 2, walkover: null },
    })
    expect(describeAction(cleared, t)).toBe('audit.actions.walkover_cleared{"score":"2–2"}')
  })

  it('a score where only the scorers changed: no goals to show', () => {
    const e = entry({ action: 'score', entityType: 'game', before: { scorers: [] }, after: { scorers: [{}] } })
    expect(describeAction(e, t)).toBe('audit.actions.score')
  })

  it('an update lists each labelled field as before → after, ids left out', () => {
    const e = entry({ before: { jerseyNumber: 7, teamId: 'x' }, after: { jerseyNumber: 9, teamId: 'y' } })
    expect(describeAction(e, t)).toBe('audit.actions.update{"entity":"audit.entities.player"}')
    expect(describeChanges(e, t, format)).toEqual([
      'audit.change{"field":"audit.fields.jersey_number","before":"7","after":"9"}',
    ])
  })

  it('a card names its type and player, without details', () => {
    const e = entry({ action: 'card_add', entityType: 'game', after: { type: 'red', playerName: 'Juan Pérez' } })
    expect(describeAction(e, t)).toBe('audit.actions.card_add{"card":"audit.cards.red","player":"Juan Pérez"}')
    expect(describeChanges(e, t, format)).toEqual([])
  })

  it('a create lists its values; an unknown actor is the system', () => {
    const e = entry({
      action: 'create',
      after: { firstname: 'Juan' },
      actor: { userId: null, name: null, email: null },
    })
    expect(describeChanges(e, t, format)).toEqual(['audit.value{"field":"audit.fields.firstname","value":"Juan"}'])
    expect(actorOf(e, t)).toBe('audit.system')
  })
})

describe('field labels', () => {
  it('every field the history lists has a label in both languages', () => {
    for (const messages of [en, es]) {
      const fields = messages.audit.fields as Record<string, string>
      const missing = LABELLED_FIELDS.map((f) => f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).filter(
        (k) => !fields[k],
      )
      expect(missing).toEqual([])
    }
  })
})
