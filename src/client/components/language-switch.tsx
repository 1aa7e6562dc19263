import { useTranslation } from 'react-i18next'
import { useLang, useSwitchLanguage } from '#client/lib/use-lang.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'
import { PlainButton } from './plain-button.tsx'

const LANGUAGE_NAMES: Record<Lang, string> = { es: 'Español', en: 'English' }

/** Two languages: one button that switches to the other, named in its own language. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  const lang = useLang()
  const switchLanguage = useSwitchLanguage()
  const other: Lang = lang === 'es' ? 'en' : 'es'
  return (
    <PlainButton
      tone="inherit"
      size="small"
      onClick={() => switchLanguage(other)}
      aria-label={t('language.switch_to', { language: LANGUAGE_NAMES[other] })}
    >
      <span lang={other}>{compact ? other.toUpperCase() : LANGUAGE_NAMES[other]}</span>
    </PlainButton>
  )
}

export { LANGUAGE_NAMES }
