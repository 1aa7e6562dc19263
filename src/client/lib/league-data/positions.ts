import type { TFunction } from 'i18next'
import { CATEGORIES, categoryOf, POSITION_CATEGORIES, type Position } from '#domain/players/positions.ts'

export { CATEGORIES, POSITION_CATEGORIES, type Position }

/** "Centre-back" (the label keys src/domain/players/positions.ts names). */
export function positionLabel(t: TFunction, position: string | null | undefined): string {
  return position ? t(`players.positions.${position}`) : ''
}

/** "Defenders · Centre-back". */
export function positionWithCategory(t: TFunction, position: Position): string {
  return `${t(`players.position_categories.${categoryOf(position)}`)} · ${positionLabel(t, position)}`
}
