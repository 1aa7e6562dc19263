/**
 * The words a league's spreadsheet uses, mapped to the import's fields and the app's positions (decision 0023, amended
 * by 0041): the export's own column names and codes, the names the app shows in Spanish and English, and what leagues
 * write by hand ("Fecha Nac.", "N°", "Celular", "Arquero", "Volante", "DEF"). All compared in normalized form
 * (normalizeHeader: no case, accents, spaces, dots or degree signs).
 */
import type { Position } from '#domain/players/positions.ts'
import { POSITIONS } from '#domain/players/positions.ts'
import { editDistance, normalizeHeader } from './import-cells.ts'

/** Each player field's accepted headers, normalized: English and Spanish, as written by the export and by hand. */
export const PLAYER_HEADERS = {
  firstname: ['firstname', 'nombre', 'nombres'],
  lastname: ['lastname', 'apellido', 'apellidos', 'surname'],
  dni: ['dni', 'documento', 'nrodocumento', 'nrodedocumento', 'numerodedocumento', 'doc'],
  birthDate: [
    'birthdate',
    'fechadenacimiento',
    'nacimiento',
    'fechanac',
    'fnac',
    'fechanacimiento',
    'dateofbirth',
    'dob',
  ],
  email: ['email', 'mail', 'correo', 'correoelectronico'],
  phone: ['phone', 'telefono', 'tel', 'celular', 'cel', 'movil', 'mobile', 'whatsapp'],
  team: ['team', 'equipo', 'club'],
  jerseyNumber: ['jerseynumber', 'dorsal', 'numero', 'num', 'nro', 'n', 'no', 'camiseta', 'number', 'shirtnumber', '#'],
  position: ['position', 'posicion', 'puesto'],
} as const
export type PlayerField = keyof typeof PLAYER_HEADERS

export const TEAM_HEADERS = {
  name: ['name', 'nombre', 'team', 'equipo'],
  alias: ['alias'],
} as const
export type TeamField = keyof typeof TEAM_HEADERS

/**
 * Words for a position, normalized, beyond the codes themselves. The app's names (players.positions.* in both
 * languages) map to their position; a league's broad words map to the category's most common one: a "Defensor" is
 * a centre-back, a "Volante" a central midfielder, a "Delantero" a striker.
 */
const POSITION_WORDS: Record<Position, readonly string[]> = {
  gk: ['arquero', 'portero', 'golero', 'guardameta', 'goalkeeper', 'keeper', 'goalie', 'arq', 'por'],
  cb: [
    'defensorcentral',
    'centreback',
    'centerback',
    'defensor',
    'defensa',
    'defensacentral',
    'zaguero',
    'central',
    'defender',
    'def',
    'df',
    'd',
  ],
  sw: ['libero', 'sweeper'],
  rb: ['lateralderecho', 'rightback'],
  lb: ['lateralizquierdo', 'leftback'],
  rwb: ['carrileroderecho', 'rightwingback'],
  lwb: ['carrileroizquierdo', 'leftwingback'],
  cdm: ['mediocentrodefensivo', 'defensivemidfielder', 'volantecentral', 'cinco'],
  cm: [
    'mediocentro',
    'centralmidfielder',
    'mediocampista',
    'volante',
    'medio',
    'centrocampista',
    'midfielder',
    'med',
    'mc',
    'mid',
    'mf',
    'm',
  ],
  cam: ['mediapunta', 'attackingmidfielder'],
  rm: ['volantederecho', 'rightmidfielder'],
  lm: ['volanteizquierdo', 'leftmidfielder'],
  b2b: ['volantemixto', 'boxtoboxmidfielder'],
  dlp: ['organizadorretrasado', 'deeplyingplaymaker'],
  st: ['delanterocentro', 'striker', 'delantero', 'atacante', 'ariete', 'forward', 'del', 'dc', 'fw', 'fwd'],
  cf: ['centrodelantero', 'centreforward', 'centerforward', 'nueve'],
  rw: ['extremoderecho', 'rightwinger'],
  lw: ['extremoizquierdo', 'leftwinger'],
  ss: ['segundodelantero', 'secondstriker'],
  inv_w: ['extremoinvertido', 'invertedwinger', 'invw'],
  trequartista: ['enganche', 'diez'],
  target_man: ['delanterodereferencia', 'targetman'],
  false_9: ['falsonueve', 'falsenine', 'false9', 'falso9'],
}

const POSITION_BY_WORD = new Map<string, Position>()
for (const position of POSITIONS) {
  POSITION_BY_WORD.set(normalizeHeader(position), position)
  for (const word of POSITION_WORDS[position]) POSITION_BY_WORD.set(normalizeHeader(word), position)
}

/** The app's position a cell names ("Arquero", "GK", "Volante", "cm"), or null when it names none. */
export function positionOf(text: string): Position | null {
  return POSITION_BY_WORD.get(normalizeHeader(text)) ?? null
}

/** A header's compared form against a field's names: one contains the other (4+ letters), or one or two letters differ. */
function resembles(key: string, name: string): boolean {
  if (key.length >= 4 && name.length >= 4 && (key.startsWith(name) || name.startsWith(key))) return true
  return Math.min(key.length, name.length) >= 5 && editDistance(key, name) <= 2
}

/** The field a header that matched none probably meant ("Fecha Nacim" → birthDate), or null. */
export function likelyField<F extends string>(title: string, names: Record<F, readonly string[]>): F | null {
  const key = normalizeHeader(title)
  if (!key) return null
  const fields = Object.keys(names) as F[]
  return fields.find((field) => names[field].some((name) => resembles(key, name))) ?? null
}
