import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for worker tests: it answers the options passkeyOptions gives as a browser
 * with a platform authenticator would (ES256, "none" attestation), so the server's WebAuthn
 * checks run for real. The e2e journey uses Chromium's own virtual authenticator instead.
 */
export interface SoftPasskey {
  readonly id: string;
  readonly userHandle: string;
  readonly keys: CryptoKeyPair;
  counter: number;
}

const bytes = (...parts: (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const sha256 = async (data: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest('SHA-256', data));
const uint32 = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const clientData = (type: string, challenge: string, origin: string): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** Flags: user present, user verified (unless told otherwise), and with a credential attached. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (value: Uint8Array) => {
    let start = 0;
    while (start < value.length - 1 && value[start] === 0) start += 1;
    const trimmed = value.slice(start);
    const padded = (trimmed[0] ?? 0) & 0x80 ? bytes([0], trimmed) : trimmed;
    return bytes([0x02, padded.length], padded);
  };
  const body = bytes(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return bytes([0x30, body.length], body);
}

interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

/** Makes a passkey for the options of passkeyOptions(purpose: REGISTER) and answers them. */
export async function createPasskey(
  optionsJSON: string,
  origin: string,
): Promise<{ passkey: SoftPasskey; response: string }> {
  const options = JSON.parse(optionsJSON) as CreationOptions;
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const authData = bytes(
    await sha256(new TextEncoder().encode(options.rp.id)),
    [FLAGS.up | FLAGS.uv | FLAGS.at],
    uint32(0),
    new Uint8Array(16),
    [0, credentialId.length],
    credentialId,
    cose,
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, number> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, number>()],
      ['authData', authData],
    ]),
  );
  const id = isoBase64URL.fromBuffer(credentialId);
  const response = {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: isoBase64URL.fromBuffer(attestationObject),
      transports: ['internal'],
    },
  };
  return { passkey: { id, userHandle: options.user.id, keys, counter: 0 }, response: JSON.stringify(response) };
}

/** Answers the options of passkeyOptions(purpose: SIGN_IN, CONFIRM or SECOND_FACTOR) with this passkey. */
export async function usePasskey(
  passkey: SoftPasskey,
  optionsJSON: string,
  origin: string,
  rpId: string,
  { verified = true } = {},
): Promise<string> {
  const options = JSON.parse(optionsJSON) as { challenge: string };
  passkey.counter += 1;
  const authData = bytes(
    await sha256(new TextEncoder().encode(rpId)),
    [FLAGS.up | (verified ? FLAGS.uv : 0)],
    uint32(passkey.counter),
  );
  const data = clientData('webauthn.get', options.challenge, origin);
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      passkey.keys.privateKey,
      bytes(authData, await sha256(data)),
    ),
  );
  return JSON.stringify({
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: isoBase64URL.fromBuffer(data),
      authenticatorData: isoBase64URL.fromBuffer(authData),
      signature: isoBase64URL.fromBuffer(derSignature(signature)),
      userHandle: passkey.userHandle,
    },
  });
}
