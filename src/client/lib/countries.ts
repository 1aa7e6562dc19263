import type { Lang } from '#domain/navigation/locale-path.ts'

/** Where most leagues are: offered first. */
export const PRIORITY_COUNTRIES = [
  'AR',
  'ES',
  'UY',
  'CL',
  'MX',
  'CO',
  'PE',
  'PY',
  'BO',
  'EC',
  'VE',
  'US',
  'GB',
] as const

/** ISO 3166-1 alpha-2 codes of every country and territory. */
// biome-ignore format: a compact table reads better than 249 lines
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD',
  'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA',
  'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE',
  'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA',
  'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK',
  'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT',
  'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS',
  'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS',
  'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST',
  'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW',
  'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA',
  'ZM', 'ZW',
] as const

const displayNames = new Map<Lang, Intl.DisplayNames>()

export function countryName(code: string, lang: Lang): string {
  let names = displayNames.get(lang)
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' })
    displayNames.set(lang, names)
  }
  try {
    return names.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

export interface CountryOption {
  code: string
  name: string
  isPriority: boolean
}

/** The priority countries first (in that order), then every other country sorted by its localized name. */
export function countryOptions(lang: Lang): CountryOption[] {
  const priority = new Set<string>(PRIORITY_COUNTRIES)
  const collator = new Intl.Collator(lang)
  const rest = COUNTRY_CODES.filter((code) => !priority.has(code))
    .map((code) => ({ code, name: countryName(code, lang), isPriority: false }))
    .sort((a, b) => collator.compare(a.name, b.name))
  return [...PRIORITY_COUNTRIES.map((code) => ({ code, name: countryName(code, lang), isPriority: true })), ...rest]
}

/** A sensible default from the browser's region (es-AR → AR), else none. */
export function guessCountry(): string {
  const region = navigator.language?.split('-')[1]?.toUpperCase()
  return region && (COUNTRY_CODES as readonly string[]).includes(region) ? region : ''
}
