/**
 * The messages of an import's cell errors, in the request's language: the report is read as it comes (a preview
 * table, a script's log), so each error carries its text as well as its code. The `validation.*` texts are the
 * client's own (src/client/locales), the `imports.errors.*` ones exist only here; both are the server catalogue's
 * `imports.*` (src/server/i18n, decision 0042).
 */
import { fill, messagesOf, type ServerLang } from '#server/i18n/server-messages.ts'

/** `es-AR` in an Argentine league: the messages speak with vos (decision 0025). */
export type ImportLanguage = ServerLang
/** The same: the language with, for Spanish, the league's variant. */
export type ImportVariant = ImportLanguage

function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  )
}

const MESSAGES: Record<ImportLanguage, Record<string, string>> = {
  es: Object.fromEntries(flatten(messagesOf('es').imports)),
  'es-AR': Object.fromEntries(flatten(messagesOf('es-AR').imports)),
  en: Object.fromEntries(flatten(messagesOf('en').imports)),
}

/** The message of `code` in `lang`, its `{params}` filled; an unknown code gets the generic "not valid". */
export function importMessage(lang: ImportLanguage, code: string, params: Record<string, string> = {}): string {
  const template = MESSAGES[lang][code] ?? MESSAGES[lang]['validation.invalid'] ?? code
  return fill(template, params)
}

export const IMPORT_MESSAGE_CODES = Object.keys(MESSAGES.en)
export const IMPORT_MESSAGES = MESSAGES
