/**
 * The messages of an import's cell errors, in the request's language: the report is read as it comes (a preview
 * table, a script's log), so each error carries its text as well as its code. The `validation.*` texts are the
 * client's own (src/client/locales), the `imports.errors.*` and `imports.warnings.*` ones exist only here.
 */
import type { LocaleVariant } from '#domain/navigation/locale-variant.ts'

export type ImportLanguage = 'es' | 'en'
/** The language and, for Spanish, the league's variant (decision 0025): Argentine leagues read vos. */
export type ImportVariant = LocaleVariant

const MESSAGES: Record<ImportLanguage, Record<string, string>> = {
  es: {
    'validation.required': 'Este campo es obligatorio.',
    'validation.invalid': 'Este valor no es válido.',
    'validation.email': 'Escribe un correo electrónico válido.',
    'validation.too_small': 'Es demasiado corto o pequeño.',
    'validation.too_big': 'Es demasiado largo o grande.',
    'validation.invalid_type': 'El tipo de este valor no es correcto.',
    'validation.invalid_format': 'El formato de este valor no es correcto.',
    'validation.invalid_value': 'Este valor no está permitido.',
    'validation.integer': 'Escribe un número entero.',
    'validation.dni': 'Escribe un DNI válido.',
    'validation.birth_date': 'Escribe una fecha de nacimiento válida.',
    'validation.email_locked': 'Este jugador tiene una cuenta de usuario: su correo no puede cambiar.',
    'validation.dni_ar': 'Escribe un DNI argentino: 7 u 8 dígitos, con o sin puntos (12.345.678).',
    'validation.dni_es':
      'Escribe un DNI español (8 dígitos y la letra correcta, 12345678Z) o un NIE (X, Y o Z, 7 dígitos y la letra correcta, X1234567L).',
    'imports.errors.date_format': 'Escribe la fecha como AAAA-MM-DD o DD/MM/AAAA.',
    'imports.errors.duplicate_dni': 'Este DNI ya está en la fila {row} del archivo.',
    'imports.errors.duplicate_team': 'Este equipo ya está en la fila {row} del archivo.',
    'imports.errors.name_taken': 'Mientras se importaba, se creó otro equipo «{name}» en la liga: vuelve a importar.',
    'imports.errors.team_not_found': 'No hay un equipo «{name}» en la liga. Los más parecidos: {closest}.',
    'imports.errors.team_not_found_none':
      'No hay un equipo «{name}» en la liga: créalo primero o marca «Crear los equipos que faltan».',
    'imports.errors.position':
      'Escribe una posición (por ejemplo Arquero, Defensor, Volante, Delantero, o gk, cb, cm, st).',
    'validation.phone': 'Escribe un teléfono válido.',
    'imports.errors.jersey_taken': 'El dorsal {number} ya lo lleva {name} en {team}.',
    'imports.errors.duplicate_jersey': 'El dorsal {number} ya lo lleva {name} en {team} (fila {row} del archivo).',
    'imports.warnings.did_you_mean': '«{column}» no se importará: ¿quisiste decir {field}?',
    'imports.warnings.duplicate': '«{column}» no se importará: {field} ya se lee de otra columna.',
    'imports.warnings.ignored': '«{column}» no se importará: la importación no conoce esa columna.',
  },
  en: {
    'validation.required': 'This field is required.',
    'validation.invalid': 'This value is not valid.',
    'validation.email': 'Enter a valid email address.',
    'validation.too_small': 'Too short or too small.',
    'validation.too_big': 'Too long or too large.',
    'validation.invalid_type': 'This value has the wrong type.',
    'validation.invalid_format': 'This value has the wrong format.',
    'validation.invalid_value': 'This value is not allowed.',
    'validation.integer': 'Enter a whole number.',
    'validation.dni': 'Enter a valid ID number.',
    'validation.birth_date': 'Enter a valid date of birth.',
    'validation.email_locked': 'This player has a user account: the email cannot change.',
    'validation.dni_ar': 'Type an Argentine DNI: 7 or 8 digits, dots allowed (12.345.678).',
    'validation.dni_es':
      'Type a Spanish DNI (8 digits and the right letter, 12345678Z) or NIE (X, Y or Z, 7 digits and the right letter, X1234567L).',
    'imports.errors.date_format': 'Write the date as YYYY-MM-DD or DD/MM/YYYY.',
    'imports.errors.duplicate_dni': 'This DNI is already on row {row} of the file.',
    'imports.errors.duplicate_team': 'This team is already on row {row} of the file.',
    'imports.errors.name_taken': 'Another team “{name}” was created in the league during the import: import again.',
    'imports.errors.team_not_found': 'There is no team “{name}” in the league. The closest: {closest}.',
    'imports.errors.team_not_found_none':
      'There is no team “{name}” in the league: create it first, or tick “Create the missing teams”.',
    'imports.errors.position':
      'Write a position (for example Goalkeeper, Defender, Midfielder, Forward, or gk, cb, cm, st).',
    'validation.phone': 'Enter a valid phone number.',
    'imports.errors.jersey_taken': '{name} already wears number {number} in {team}.',
    'imports.errors.duplicate_jersey': '{name} already wears number {number} in {team} (row {row} of the file).',
    'imports.warnings.did_you_mean': '“{column}” will not be imported: did you mean {field}?',
    'imports.warnings.duplicate': '“{column}” will not be imported: {field} is already read from another column.',
    'imports.warnings.ignored': '“{column}” will not be imported: the import does not know this column.',
  },
}

/** What Argentine Spanish says differently: vos ("Escribí", "volvé"). */
const ES_AR: Record<string, string> = {
  'validation.email': 'Escribí un correo electrónico válido.',
  'validation.integer': 'Escribí un número entero.',
  'validation.dni': 'Escribí un DNI válido.',
  'validation.birth_date': 'Escribí una fecha de nacimiento válida.',
  'validation.dni_ar': 'Escribí un DNI argentino: 7 u 8 dígitos, con o sin puntos (12.345.678).',
  'validation.dni_es':
    'Escribí un DNI español (8 dígitos y la letra correcta, 12345678Z) o un NIE (X, Y o Z, 7 dígitos y la letra correcta, X1234567L).',
  'imports.errors.date_format': 'Escribí la fecha como AAAA-MM-DD o DD/MM/AAAA.',
  'imports.errors.name_taken': 'Mientras se importaba, se creó otro equipo «{name}» en la liga: volvé a importar.',
  'imports.errors.team_not_found_none':
    'No hay un equipo «{name}» en la liga: crealo primero o marcá «Crear los equipos que faltan».',
  'imports.errors.position':
    'Escribí una posición (por ejemplo Arquero, Defensor, Volante, Delantero, o gk, cb, cm, st).',
  'validation.phone': 'Escribí un teléfono válido.',
}

/** The message of `code` in `lang`, its `{params}` filled; an unknown code gets the generic "not valid". */
export function importMessage(lang: ImportVariant, code: string, params: Record<string, string> = {}): string {
  const base = lang === 'en' ? 'en' : 'es'
  const template =
    (lang === 'es-AR' ? ES_AR[code] : undefined) ?? MESSAGES[base][code] ?? MESSAGES[base]['validation.invalid'] ?? code
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole)
}

export const IMPORT_MESSAGE_CODES = Object.keys(MESSAGES.en)
export const IMPORT_MESSAGES = MESSAGES
