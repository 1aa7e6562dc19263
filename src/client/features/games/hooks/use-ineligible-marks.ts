import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '#client/lib/use-lang.ts'
import { ineligibleMarks } from '../lib/eligibility-marks.ts'
import { useGameEligibility } from './use-game-sheet.ts'

/** The sheet's pickers mark who may not play (decision 0038); only those who enter the result ask for it. */
export function useIneligibleMarks(organizationId: string, gameId: string, isEnabled: boolean) {
  const { t } = useTranslation()
  const lang = useLang()
  const eligibility = useGameEligibility(organizationId, gameId, isEnabled)
  return useMemo(() => ineligibleMarks(t, lang, eligibility.data), [t, lang, eligibility.data])
}
