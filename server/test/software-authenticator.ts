import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** The option fields an authenticator reads (the JSON the passkey routes answer). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/**
 * A passkey in memory for server tests, doing what a phone or a password manager does in a
 * WebAuthn ceremony: one P-256 key pair, `none` attestation, a signature counter that moves on
 * every use, and the user handle it was created for (a discoverable credential). Browser tests
 * use Chromium's own virtual authenticator instead.
 */
export class SoftwareAuthenticator {
  readonly credentialId = isoBase64URL.fromBuffer(randomBytes(16));
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle: string | null = null;
  counter = 0;

  /** The site the authenticator believes it talks to; a test may move `origin` to play a phishing page. */
  constructor(public relyingParty: { rpId: string; origin: string }) {}

  /** `navigator.credentials.create()`, serialized like auth-js sends it. */
  create(options: CreationOptions) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? this.relyingParty.rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
      uint32(this.counter),
      Buffer.alloc(16),
      Buffer.from([0, 16]),
      isoBase64URL.toBuffer(this.credentialId),
      Buffer.from(isoCBOR.encode(coseKeyOf(this.keys.publicKey))),
    ]);
    const attestation = new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]);
    return {
      ...this.envelope(),
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: isoBase64URL.fromBuffer(
          isoCBOR.encode(attestation as Parameters<typeof isoCBOR.encode>[0]),
        ),
        transports: ['internal' as const],
      },
    };
  }

  /** `navigator.credentials.get()`: signs the challenge; the counter moves on. */
  get(options: RequestOptions) {
    if (!this.userHandle) throw new Error('create() this passkey before using it');
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authData = Buffer.concat([
      sha256(this.relyingParty.rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      uint32(this.counter),
    ]);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      ...this.envelope(),
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle: this.userHandle,
      },
    };
  }

  /** The fields every serialized credential has around its response. */
  private envelope() {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  private clientData(type: string, challenge: string): Uint8Array {
    return new TextEncoder().encode(
      JSON.stringify({ type, challenge, origin: this.relyingParty.origin, crossOrigin: false }),
    );
  }
}

/** The public key as COSE (EC2, ES256, P-256). */
function coseKeyOf(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: 'jwk' });
  return new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
}
