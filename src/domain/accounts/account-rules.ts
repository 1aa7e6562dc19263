/**
 * The account rules the sign-up, password and profile forms check and the server enforces (decision 0016): a password of
 * 10 to 128 characters that is not one of the passwords everyone tries first, and a name of 1 to 80 characters on one
 * line. No zod here: the sign-in page imports it and stays small.
 */
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 128
export const NAME_MAX = 80

/**
 * Passwords of 10 or more characters found at the top of leaked-password lists (and their obvious football and
 * portal variants). Compared without case.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  '1234567890',
  '12345678910',
  '123456789a',
  '0123456789',
  '0987654321',
  '1111111111',
  '1q2w3e4r5t',
  'q1w2e3r4t5',
  'qwertyuiop',
  'asdfghjkl1',
  'qwerty1234',
  'qwerty123456',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'contraseña1',
  'contrasena1',
  'contraseña123',
  'contrasena123',
  'iloveyou12',
  'iloveyou123',
  'teamo12345',
  'abcdefghij',
  'abcd123456',
  'abc1234567',
  'a123456789',
  'football10',
  'football123',
  'futbol1234',
  'futbol12345',
  'bocajuniors',
  'riverplate',
  'barcelona10',
  'realmadrid',
  'messi10messi',
  'maradona10',
  'argentina10',
  'welcome123',
  'bienvenido1',
  'administrator',
  'admin12345',
  'admin123456',
  'letmein123',
  'changeme123',
  'sunshine12',
  'princess12',
  'dragon1234',
  'monkey1234',
  'superman12',
  'liga123456',
  'leagueportal',
  'league1234',
])

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON'

/** Why a new password is refused, or null when it is fine. */
export function checkNewPassword(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT'
  if (password.length > PASSWORD_MAX) return 'PASSWORD_TOO_LONG'
  const lower = password.toLowerCase()
  // one character over and over (aaaaaaaaaa), or a listed one
  if (new Set(lower).size <= 2 || COMMON_PASSWORDS.has(lower)) return 'PASSWORD_TOO_COMMON'
  return null
}

/** Control characters (\p{Cc}: C0, DEL and C1), spelled as code-point ranges. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

export type NameProblem = 'required' | 'too_long' | 'invalid_format'

/** A person's name as the sign-up form takes it: 1 to 80 characters once trimmed, one line. */
export function checkName(name: string): NameProblem | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'required'
  if (trimmed.length > NAME_MAX) return 'too_long'
  if (CONTROL.test(trimmed)) return 'invalid_format'
  return null
}
