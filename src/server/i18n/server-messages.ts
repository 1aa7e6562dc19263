/**
 * The server's one message catalogue: e-mails, PDFs, exports, import errors, public pages and share images read their
 * words from `en.json`, `es.json` and `es-AR.json` beside this file (decision 0042). The files have the client's form
 * (nested keys, `{{name}}` placeholders, `_one`/`_other` plurals) and the same rule for Argentine Spanish:
 * `es-AR.json` holds only what differs from `es.json` and is layered over it (decision 0025). The locale test checks
 * that en and es have the same keys and that es-AR speaks with vos.
 */
import en from './en.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }
import esAR from './es-AR.json' with { type: 'json' }

/** A language the server writes in: the path's `es`/`en`, or `es-AR` for an Argentine league. */
export type ServerLang = 'es' | 'es-AR' | 'en'
export type ServerMessages = typeof en

type Tree = { [key: string]: unknown }

function layered(base: Tree, over: Tree): Tree {
  const merged: Tree = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const below = base[key]
    merged[key] =
      value && below && typeof value === 'object' && typeof below === 'object' && !Array.isArray(value)
        ? layered(below as Tree, value as Tree)
        : value
  }
  return merged
}

const CATALOGUE: Record<ServerLang, ServerMessages> = {
  en,
  es: es as ServerMessages,
  'es-AR': layered(es, esAR) as ServerMessages,
}

/** Every message of a language (es-AR already layered over es). */
export function messagesOf(lang: ServerLang): ServerMessages {
  return CATALOGUE[lang]
}

/** A template's `{{name}}` placeholders filled; a missing value leaves the placeholder, so a gap shows in tests. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  )
}

const pluralRules = new Map<ServerLang, Intl.PluralRules>()

/** The `_one` or `_other` form of a message for `count` (the i18next convention the client uses too). */
export function plural(lang: ServerLang, forms: { [form: string]: unknown }, key: string, count: number): string {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  const template = [forms[`${key}_${rules.select(count)}`], forms[`${key}_other`]].find((f) => typeof f === 'string')
  return fill(typeof template === 'string' ? template : key, { count })
}

/** The language a league's people read: Spanish becomes es-AR in an Argentine league (decision 0025). */
export function serverLangOf(lang: 'es' | 'en', country: string | null | undefined): ServerLang {
  return lang === 'es' && country?.toUpperCase() === 'AR' ? 'es-AR' : lang
}

/** The `Intl` locale that writes a language's dates. */
export function intlLocaleOf(lang: ServerLang): string {
  return lang === 'en' ? 'en-GB' : lang === 'es-AR' ? 'es-AR' : 'es-ES'
}
