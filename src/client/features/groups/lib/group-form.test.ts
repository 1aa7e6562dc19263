import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { GroupFormSchema, moveTeam, nextGroupName, teamGroups } from './group-form.ts'

describe('the group form', () => {
  it('needs a name and refuses a team twice', () => {
    expect(z.safeParse(GroupFormSchema, { name: ' ', teamIds: [] }).error?.issues[0]?.message).toBe(
      'validation.required',
    )
    expect(z.safeParse(GroupFormSchema, { name: 'A', teamIds: ['x', 'x'] }).error?.issues[0]?.message).toBe(
      'validation.duplicate',
    )
    expect(z.safeParse(GroupFormSchema, { name: 'Zona A', teamIds: ['x', 'y'] }).success).toBe(true)
  })

  it('moves a team up or down the fixture order', () => {
    expect(moveTeam(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveTeam(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveTeam(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })

  it('knows which teams are taken by other groups', () => {
    const groups = [
      { id: 'g1', name: 'Zona A', teams: [{ id: 'a' }] },
      { id: 'g2', name: 'Zona B', teams: [{ id: 'b' }] },
    ]
    expect([...teamGroups(groups, 'g1')]).toEqual([['b', 'Zona B']])
    expect(teamGroups(groups, null).size).toBe(2)
  })

  it('proposes the next free group name', () => {
    expect(nextGroupName('Zona', [])).toBe('Zona A')
    expect(nextGroupName('Group', ['Group A', 'group b'])).toBe('group c')
  })

  it('follows the naming the tournament already uses, whatever the language (decision 0025)', () => {
    expect(nextGroupName('Group', ['Zona A'])).toBe('Zona B')
    expect(nextGroupName('Grupo', ['Zona A', 'Zona B'])).toBe('Zona C')
    expect(nextGroupName('Group', ['Grupo 1', 'Grupo 2'])).toBe('Grupo 3')
    expect(nextGroupName('Zona', ['Serie A', 'Serie C', 'Serie B'])).toBe('Serie D')
    expect(nextGroupName('Zona', ['Clausura'])).toBe('Zona A')
    expect(nextGroupName('Zona', ['Zona Z'])).toBe('Zona A')
  })
})
