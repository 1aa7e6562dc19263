/**
 * The name typed at sign-up, kept for this tab until onboarding has used it: the onboarding's user step starts from it
 * instead of asking again (decision 0025). Session storage only: nothing outlives the tab.
 */
const KEY = 'sign-up-name'

export function rememberSignUpName(name: string): void {
  try {
    sessionStorage.setItem(KEY, name.trim())
  } catch {
    // storage unavailable: onboarding asks again
  }
}

export function recallSignUpName(): string {
  try {
    return sessionStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function forgetSignUpName(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing kept
  }
}
