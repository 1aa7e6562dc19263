/**
 * What the locale tests look for in Spanish messages: the forms Spain's Spanish addresses the reader with (tú) and the
 * words Argentina says otherwise ("penaltis"). A message of `es` that has one needs an `es-AR` override, and no `es-AR`
 * message may have one (decision 0025). Third-person forms that look alike ("un gestor ignora", "se crea un") are
 * left out by asking for the imperative's usual company.
 */
const TU_FORMS = new RegExp(
  [
    'Únete|únete|Cuéntanos',
    '[Pp]uedes|[Tt]ienes|[Qq]uieres|[Dd]ebes|[Ee]res',
    '[Ee]lige|[Ee]scribe|[Rr]evisa|[Vv]uelve a (intentar|elegir|importar|iniciar)|Crea (un|una|el|la)|[Aa]grega',
    '[Uu]sa (al|como|un|una)|[Pp]ide|[Aa]bre|[Ii]gnora este|Ignora|[Ee]spera \\d|[Ii]ntroduce|[Dd]escarga',
    '[Cc]onfirma tu|[Ii]nicia sesión|[Bb]usca|[Hh]az|Ponle|Mantén|[Aa]ctualiza tu|Reemplaza|[Dd]esactiva',
    '[Ii]ncluye|[Ee]ncuentra|[Gg]uarda de nuevo|[Cc]ompara|[Cc]onfigura|[Pp]rueba con|penaltis?',
    // a tú imperative with one pronoun keeps the stem's accent: Ábrelo, Revísalos (vos: Abrilo, Revisalos)
    '\\p{L}*[áéíóÁÉÍÓ]\\p{Ll}*[ae](lo|la|los|las)',
  ].join('|'),
  'u',
)
/** vos with two pronouns carries its accent at the verb's end (Pedíselo): not a tú form */
const VOS_TWO_PRONOUNS = /\p{L}+[áéí]se(lo|la|los|las)(?!\p{L})/gu

export function tuFormIn(text: string): string | null {
  const match = new RegExp(`(?<!\\p{L})(${TU_FORMS.source})(?!\\p{L})`, 'u').exec(text.replace(VOS_TWO_PRONOUNS, ''))
  return match?.[0] ?? null
}

export type Messages = { [key: string]: string | string[] | Messages }

/** Every message under its dotted key (a list's items as `key.0`, `key.1`…). */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) entries.set(`${path}.${index}`, item)
    } else for (const [nested, text] of flattenMessages(value, path)) entries.set(nested, text)
  }
  return entries
}

/** The keys of `es` whose text speaks tú and that `es-AR` leaves as they are. */
export function tuFormsLeftToArgentina(spanish: Map<string, string>, argentine: Map<string, string>): string[] {
  return [...spanish].filter(([key, text]) => !argentine.has(key) && tuFormIn(text)).map(([key]) => key)
}

/**
 * Verbs whose vos forms the portal's messages could use. Voseo is regular from the infinitive: the imperative moves
 * the stress to the end (elegir → elegí, seleccionar → seleccioná, tener → tené), the present ends in -ás/-és/-ís
 * (tenés, podés, elegís), and a pronoun joins the imperative without an accent (seleccionala, elegila, unite), where
 * Spain's tú writes one (selecciónala, elígela, únete).
 */
const VOS_VERBS = [
  'abrir',
  'aceptar',
  'activar',
  'agregar',
  'anotar',
  'aprobar',
  'borrar',
  'buscar',
  'cambiar',
  'cancelar',
  'cargar',
  'compartir',
  'completar',
  'comprobar',
  'confirmar',
  'contar',
  'copiar',
  'crear',
  'decir',
  'descargar',
  'desactivar',
  'editar',
  'elegir',
  'eliminar',
  'entrar',
  'enviar',
  'escribir',
  'esperar',
  'fijar',
  'generar',
  'guardar',
  'hacer',
  'ignorar',
  'imprimir',
  'indicar',
  'ingresar',
  'iniciar',
  'intentar',
  'invitar',
  'mirar',
  'pasar',
  'pedir',
  'pegar',
  'poder',
  'poner',
  'probar',
  'publicar',
  'querer',
  'quitar',
  'recordar',
  'registrar',
  'revisar',
  'saber',
  'salir',
  'seleccionar',
  'sumar',
  'subir',
  'tener',
  'tocar',
  'unir',
  'usar',
  'venir',
  'verificar',
  'volver',
]
const STRESSED: Record<string, string> = { a: 'á', e: 'é', i: 'í' }
const VOS_FORMS = new Set(
  VOS_VERBS.flatMap((verb) => {
    const stem = verb.slice(0, -2)
    const vowel = verb.at(-2) as string
    const imperative = `${stem}${STRESSED[vowel]}`
    const plain = `${stem}${vowel === 'i' ? 'i' : vowel}`
    const present = `${stem}${STRESSED[vowel]}s`
    const enclitics = ['lo', 'la', 'los', 'las', 'me', 'nos', 'te'].map((pronoun) => `${plain}${pronoun}`)
    return [imperative, present, ...enclitics]
  }),
)
for (const word of ['sos', 'vos']) VOS_FORMS.add(word)

/** The first vos form (elegí, tenés, seleccionala, sos…) in a message, or null: Spain's Spanish never has one. */
export function vosFormIn(text: string): string | null {
  const words = text.replace(/\{\{[^}]*\}\}|<\/?\w+>/g, ' ').match(/\p{L}+/gu) ?? []
  for (const word of words) if (VOS_FORMS.has(word.toLowerCase())) return word
  return null
}

/**
 * Argentina's football words, which Spain's Spanish says otherwise (decisions 0042, 0055): "fixture" (calendario),
 * "cancha" (campo), "arquero" (portero), "penales" (penaltis), "plantel" (plantilla), "fecha libre" (descansa),
 * "llave" for a knockout tie or bracket (eliminatoria, cuadro; a passkey is a "llave de acceso" in both) and "zona"
 * for a group (grupo; a time zone and a zone of the table are zones in both). `es` has none of them.
 */
const ARGENTINE_WORDS = new RegExp(
  [
    'fixtures?|canchas?|arqueros?|penales|plantel|fechas? libres?',
    'llaves?(?! de acceso)',
    'zonas?(?! horarias?| de la tabla| de clasificación)',
  ]
    .map((words) => `(?<!\\p{L})(?:${words})(?!\\p{L})`)
    .join('|'),
  'iu',
)

/** The first Argentine football word in a message ("fixture", "cancha", "zona" for a group…), or null. */
export function argentineWordIn(text: string): string | null {
  return ARGENTINE_WORDS.exec(text)?.[0] ?? null
}

/** Spain's words that always have an Argentine counterpart, with it: a message saying the one says the other in es-AR. */
const COUNTERPARTS: [spain: RegExp, argentina: RegExp][] = [
  [/(?<!\p{L})jornadas?(?!\p{L})/iu, /(?<!\p{L})fechas?(?!\p{L})/iu],
  [/(?<!\p{L})porteros?(?!\p{L})/iu, /(?<!\p{L})arqueros?(?!\p{L})/iu],
  [/(?<!\p{L})penaltis(?!\p{L})/iu, /(?<!\p{L})penales(?!\p{L})/iu],
]

/** The keys of `es` that name a round, a goalkeeper or penalties in Spain's words and lack Argentina's in `es-AR`. */
export function spainWordsLeftToArgentina(spanish: Map<string, string>, argentine: Map<string, string>): string[] {
  return [...spanish]
    .filter(([key, text]) =>
      COUNTERPARTS.some(([spain, argentina]) => spain.test(text) && !argentina.test(argentine.get(key) ?? '')),
    )
    .map(([key]) => key)
}
