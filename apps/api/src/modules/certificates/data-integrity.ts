import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { CERTIFICATE_CRYPTOSUITE } from '@elevate/contracts/certificates/certificates.constants';
import { base58btc, type SigningKey, verifyWithDidKey } from './signing-key.ts';

/**
 * W3C Data Integrity with the eddsa-jcs-2022 cryptosuite (VC Data Integrity EdDSA Cryptosuites v1.0 §3.3):
 * the document and the proof options are each canonicalised with JCS (RFC 8785), hashed with SHA-256, and
 * the two hashes (proof options first) are signed with Ed25519; proofValue is the signature in base58btc.
 * JCS needs no JSON-LD expansion, so verifying never fetches or even reads a context: the contexts that ship
 * with the code (./contexts) are there for consumers that process the credential as JSON-LD.
 */

type Json = Record<string, unknown>;

export interface DataIntegrityProof {
  type: 'DataIntegrityProof';
  cryptosuite: typeof CERTIFICATE_CRYPTOSUITE;
  created: string;
  verificationMethod: string;
  proofPurpose: 'assertionMethod';
  '@context'?: unknown;
  proofValue: string;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

const jcs = (value: unknown): string => {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('The document cannot be canonicalised.');
  return text;
};

const hashDataOf = (document: Json, proofOptions: Json): Buffer =>
  Buffer.concat([sha256(jcs(proofOptions)), sha256(jcs(document))]);

/** The document with a DataIntegrityProof (eddsa-jcs-2022) added. */
export const signDocument = <T extends Json>(
  unsecured: T,
  key: SigningKey,
  created: Date,
): T & { proof: DataIntegrityProof } => {
  const { proof: _ignored, ...document } = unsecured as Json;
  const options: Json = {
    type: 'DataIntegrityProof',
    cryptosuite: CERTIFICATE_CRYPTOSUITE,
    created: created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    verificationMethod: key.verificationMethod,
    proofPurpose: 'assertionMethod',
  };
  if (document['@context'] !== undefined) options['@context'] = document['@context'];
  const signature = key.sign(hashDataOf(document, options));
  return { ...(document as T), proof: { ...options, proofValue: base58btc.encode(signature) } as DataIntegrityProof };
};

export interface ProofCheck {
  /** The signature is valid for the document as it is. */
  valid: boolean;
  /** The verification method the proof names (whose key it is), when the proof is readable. */
  verificationMethod: string | null;
}

const startsWithAll = (documentContext: unknown, proofContext: unknown): boolean => {
  const doc = Array.isArray(documentContext) ? documentContext : [documentContext];
  const proof = Array.isArray(proofContext) ? proofContext : [proofContext];
  return proof.length <= doc.length && proof.every((c, i) => jcs(c) === jcs(doc[i]));
};

/** Verifies a secured document's eddsa-jcs-2022 proof; any tampering with any field makes it invalid. */
export const verifyDocument = (secured: unknown): ProofCheck => {
  const invalid = (verificationMethod: string | null = null): ProofCheck => ({ valid: false, verificationMethod });
  if (!secured || typeof secured !== 'object' || Array.isArray(secured)) return invalid();
  const { proof, ...document } = secured as Json;
  if (!proof || typeof proof !== 'object' || Array.isArray(proof)) return invalid();
  const { proofValue, ...options } = proof as Json;
  const vm = typeof options.verificationMethod === 'string' ? options.verificationMethod : null;
  if (
    options.type !== 'DataIntegrityProof' ||
    options.cryptosuite !== CERTIFICATE_CRYPTOSUITE ||
    options.proofPurpose !== 'assertionMethod' ||
    typeof proofValue !== 'string' ||
    !vm
  ) {
    return invalid(vm);
  }
  try {
    if (options['@context'] !== undefined) {
      if (!startsWithAll(document['@context'], options['@context'])) return invalid(vm);
      document['@context'] = options['@context'];
    }
    const signature = base58btc.decode(proofValue);
    if (!signature) return invalid(vm);
    return { valid: verifyWithDidKey(vm, hashDataOf(document, options), signature), verificationMethod: vm };
  } catch {
    return invalid(vm);
  }
};
