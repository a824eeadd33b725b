import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { base58 } from '@scure/base';

/**
 * The platform's Ed25519 certificate key (CERTIFICATE_SIGNING_KEY, a 32-byte seed) and how it is named in
 * credentials: a did:key (multicodec ed25519-pub 0xed01 + the raw public key, multibase base58btc), which any
 * verifier resolves without asking us; the same key is also served as a DID document (GET /certificates/issuer).
 */

/** PKCS#8 DER of an Ed25519 private key is this prefix followed by the 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** SPKI DER of an Ed25519 public key is this prefix followed by the 32 raw bytes. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** The multicodec varint of ed25519-pub. */
const ED25519_PUB_MULTICODEC = Uint8Array.of(0xed, 0x01);

export interface SigningKey {
  /** did:key:z6Mk... */
  did: string;
  /** `${did}#${publicKeyMultibase}`: the verification method credentials name. */
  verificationMethod: string;
  publicKeyMultibase: string;
  sign(data: Buffer): Buffer;
}

/** z + base58btc: the multibase form the Data Integrity specs use. */
export const base58btc = {
  encode: (bytes: Uint8Array): string => `z${base58.encode(bytes)}`,
  decode: (value: string): Uint8Array | null => {
    if (!value.startsWith('z')) return null;
    try {
      return base58.decode(value.slice(1));
    } catch {
      return null;
    }
  },
};

export const multikeyOf = (rawPublicKey: Uint8Array): string =>
  base58btc.encode(Uint8Array.from([...ED25519_PUB_MULTICODEC, ...rawPublicKey]));

/** The raw public key of an Ed25519 Multikey (z6Mk...), or null when it is not one. */
export const rawKeyOfMultikey = (multibase: string): Uint8Array | null => {
  const bytes = base58btc.decode(multibase);
  if (!bytes || bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return null;
  return bytes.slice(2);
};

const publicKeyObjectOf = (raw: Uint8Array): KeyObject =>
  createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: 'der', type: 'spki' });

export const loadSigningKey = (seedBase64url: string): SigningKey => {
  const seed = Buffer.from(seedBase64url, 'base64url');
  if (seed.length !== 32) throw new Error('CERTIFICATE_SIGNING_KEY must be a 32-byte Ed25519 seed (base64url).');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const publicKeyMultibase = multikeyOf(spki.subarray(SPKI_ED25519_PREFIX.length));
  const did = `did:key:${publicKeyMultibase}`;
  return {
    did,
    verificationMethod: `${did}#${publicKeyMultibase}`,
    publicKeyMultibase,
    sign: (data) => sign(null, data, privateKey),
  };
};

/** Checks an Ed25519 signature with the key a did:key verification method names (false on any malformed part). */
export const verifyWithDidKey = (verificationMethod: string, data: Buffer, signature: Uint8Array): boolean => {
  const match = /^did:key:(z[1-9A-HJ-NP-Za-km-z]+)#(z[1-9A-HJ-NP-Za-km-z]+)$/.exec(verificationMethod);
  if (!match || match[1] !== match[2]) return false;
  const raw = rawKeyOfMultikey(match[1]!);
  if (!raw || signature.length !== 64) return false;
  try {
    return verify(null, data, publicKeyObjectOf(raw), signature);
  } catch {
    return false;
  }
};

/** The DID document of the platform's key (did:key resolves to this; also served for people who look). */
export const didDocumentOf = (key: SigningKey) => ({
  '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
  id: key.did,
  verificationMethod: [
    { id: key.verificationMethod, type: 'Multikey', controller: key.did, publicKeyMultibase: key.publicKeyMultibase },
  ],
  authentication: [key.verificationMethod],
  assertionMethod: [key.verificationMethod],
});
