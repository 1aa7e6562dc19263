/**
 * The WebAuthn ceremonies against better-auth's passkey endpoints, with @simplewebauthn/browser (not the plugin's
 * client, which brings better-auth's client and nanostores). Imported dynamically, when a ceremony starts, so the
 * sign-in page's first load carries none of it (decision 0036).
 */
import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser'
import { ApiError, api } from '#client/lib/api-client.ts'

/** The browser's refusals (cancelled, no passkey, not allowed) as one error code the interface translates. */
function ceremonyError(error: unknown): unknown {
  if (error instanceof WebAuthnError) {
    const code =
      error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? 'PASSKEY_ALREADY_REGISTERED' : 'PASSKEY_CANCELLED'
    return new ApiError({ status: 0, code, message: error.message })
  }
  if (error instanceof DOMException)
    return new ApiError({ status: 0, code: 'PASSKEY_CANCELLED', message: error.message })
  return error
}

/** Creates a passkey for the signed-in account, named `name`. */
export async function registerPasskey(name: string): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: better-auth answers with WebAuthn's PublicKeyCredentialCreationOptionsJSON
  const options = await api.get<any>('/api/auth/passkey/generate-register-options')
  let response: Awaited<ReturnType<typeof startRegistration>>
  try {
    response = await startRegistration({ optionsJSON: options })
  } catch (error) {
    throw ceremonyError(error)
  }
  const { clientExtensionResults: _ignored, ...body } = response
  await api.post('/api/auth/passkey/verify-registration', { response: body, name })
}

/** Signs in with a passkey of the browser's choosing (a discoverable credential: no e-mail asked). */
export async function signInWithPasskey(): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: better-auth answers with WebAuthn's PublicKeyCredentialRequestOptionsJSON
  const options = await api.get<any>('/api/auth/passkey/generate-authenticate-options')
  let response: Awaited<ReturnType<typeof startAuthentication>>
  try {
    response = await startAuthentication({ optionsJSON: options })
  } catch (error) {
    throw ceremonyError(error)
  }
  await api.post('/api/auth/passkey/verify-authentication', { response })
}
