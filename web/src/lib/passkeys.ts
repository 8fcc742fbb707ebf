import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser'

/**
 * The browser's half of a passkey ceremony. The server's `…/options` call answers a `ceremony`
 * token and WebAuthn options (`{ publicKey }`, binary fields in base64url); the browser asks the
 * person for a passkey, and its answer goes back with the token. `@simplewebauthn/browser` does
 * the conversions, so older browsers without the native JSON helpers work too.
 */

/** A ceremony the server began, as `POST …/options` answers it. */
export interface BegunCeremony {
  ceremony: string
  options: unknown
}

/** The browser's credential as JSON: the server reads its fields (an `AuthenticationResponseJSON`
 * or a `RegistrationResponseJSON`), the app passes it on untouched. */
export type CredentialJson = Record<string, unknown>

/** What goes back to the server to finish a sign-in or a confirmation. */
export interface PasskeyAnswer {
  ceremony: string
  credential: CredentialJson
}

/** What goes back to the server to add a passkey. */
export interface NewPasskey {
  ceremony: string
  credential: CredentialJson
}

/** The library's interfaces as the plain JSON object they are. */
function asJson(credential: AuthenticationResponseJSON | RegistrationResponseJSON): CredentialJson {
  return credential as unknown as CredentialJson
}

/** The person closed the browser's dialog or let it time out: not an error to show. */
export class PasskeyCancelled extends Error {
  constructor() {
    super('The passkey request was cancelled.')
    this.name = 'PasskeyCancelled'
  }
}

/** Checks the server's `…/options` answer. */
export function parseBegunCeremony(data: unknown): BegunCeremony {
  const begun = data as Partial<BegunCeremony> | null
  if (typeof begun?.ceremony !== 'string' || typeof begun.options !== 'object' || begun.options === null) {
    throw new TypeError('Expected a passkey ceremony')
  }
  return { ceremony: begun.ceremony, options: begun.options }
}

export const PASSKEYS_UNSUPPORTED = 'This browser cannot use passkeys.'
export const PASSKEY_ALREADY_ON_DEVICE = 'This device already has a passkey for your account.'
export const PASSKEY_FAILED = 'The passkey could not be used. Please try again.'

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn()
}

/** Whether the browser offers passkeys in the email box's autofill list. */
export function passkeyAutofillSupported(): Promise<boolean> {
  return browserSupportsWebAuthnAutofill()
}

function publicKeyOf<T>(begun: BegunCeremony): T {
  const options = begun.options as { publicKey?: T } | null
  if (!options?.publicKey) throw new TypeError('Expected passkey options with a publicKey')
  return options.publicKey
}

/** Turns what the browser threw into one of ours: cancelled, or a message to show. */
function explain(error: unknown): Error {
  const name = error instanceof Error ? error.name : ''
  const code = (error as { code?: string } | null)?.code
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyCancelled()
  }
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new Error(PASSKEY_ALREADY_ON_DEVICE)
  }
  return new Error(PASSKEY_FAILED)
}

/** Asks the browser to make a new passkey for the ceremony. */
export async function createPasskey(begun: BegunCeremony): Promise<NewPasskey> {
  try {
    const credential = await startRegistration({
      optionsJSON: publicKeyOf<PublicKeyCredentialCreationOptionsJSON>(begun),
    })
    return { ceremony: begun.ceremony, credential: asJson(credential) }
  } catch (error) {
    throw explain(error)
  }
}

/**
 * Asks the browser for one of the person's passkeys: from a dialog, or with `autofill` from the
 * email box's suggestions, waiting until the person picks one (or `cancelPasskeyRequest`).
 */
export async function answerWithPasskey(begun: BegunCeremony, { autofill = false } = {}): Promise<PasskeyAnswer> {
  try {
    const credential = await startAuthentication({
      optionsJSON: publicKeyOf<PublicKeyCredentialRequestOptionsJSON>(begun),
      useBrowserAutofill: autofill,
    })
    return { ceremony: begun.ceremony, credential: asJson(credential) }
  } catch (error) {
    throw explain(error)
  }
}

/** Stops a waiting request (the autofill one, before a button starts its own). */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony()
}
