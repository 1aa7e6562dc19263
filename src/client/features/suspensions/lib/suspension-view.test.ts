import { describe, expect, it } from 'vitest'
import { countByStatus, initialFilter, suspensionActions } from './suspension-view.ts'

describe('the suspensions filter', () => {
  const counts = countByStatus([{ status: 'draft' }, { status: 'active' }, { status: 'active' }])

  it('counts each status and all', () => {
    expect(counts).toEqual({ draft: 1, active: 2, served: 0, ignored: 0, all: 3 })
  })

  it('opens on what was asked, else on drafts to review, else all', () => {
    expect(initialFilter('served', counts)).toBe('served')
    expect(initialFilter('nonsense', counts)).toBe('draft')
    expect(initialFilter(null, countByStatus([{ status: 'active' }]))).toBe('all')
  })
})

describe('suspensionActions', () => {
  it('a draft is confirmed, changed or ignored; an ignored one can only be confirmed back', () => {
    expect(suspensionActions({ status: 'draft' })).toEqual({ canConfirm: true, canIgnore: true, canChange: true })
    expect(suspensionActions({ status: 'ignored' })).toEqual({ canConfirm: true, canIgnore: false, canChange: false })
    expect(suspensionActions({ status: 'active' })).toEqual({ canConfirm: false, canIgnore: false, canChange: true })
  })
})
