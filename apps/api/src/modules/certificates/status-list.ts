import { gunzipSync, gzipSync } from 'node:zlib';
import { base64urlnopad } from '@scure/base';
import { STATUS_LIST_SIZE } from '@elevate/contracts/certificates/certificates.constants';
import { signDocument } from './data-integrity.ts';
import type { SigningKey } from './signing-key.ts';

/**
 * Revocation as a W3C Bitstring Status List v1.0: one list per STATUS_LIST_SIZE certificate ids. Certificate
 * id N is entry N % size of list floor(N / size); a set bit means revoked. The bitstring is GZIP-compressed
 * and written as multibase base64url without padding ("u" prefix); bit 0 is the most significant bit of the
 * first byte (the spec's left-most bit). The list is itself a credential signed like the certificates.
 */

export const statusEntryOf = (certificateId: number) => ({
  listId: Math.floor(certificateId / STATUS_LIST_SIZE),
  index: certificateId % STATUS_LIST_SIZE,
});

export const encodeStatusList = (setIndexes: Iterable<number>, size = STATUS_LIST_SIZE): string => {
  const bits = new Uint8Array(size / 8);
  for (const i of setIndexes) bits[i >> 3]! |= 0x80 >> (i & 7);
  return `u${base64urlnopad.encode(gzipSync(bits))}`;
};

/** The bit at `index` of an encodedList, or null when the list cannot be read or is too short. */
export const statusBitOf = (encodedList: string, index: number): boolean | null => {
  if (!encodedList.startsWith('u')) return null;
  try {
    const bits = gunzipSync(base64urlnopad.decode(encodedList.slice(1)));
    if (index < 0 || index >= bits.length * 8) return null;
    return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
  } catch {
    return null;
  }
};

export const statusListUrl = (apiBase: string, listId: number) => `${apiBase}/certificates/status/${listId}`;

/** The signed BitstringStatusListCredential of one list. */
export const statusListCredential = (
  key: SigningKey,
  apiBase: string,
  listId: number,
  revokedIndexes: number[],
  now: Date,
) => {
  const id = statusListUrl(apiBase, listId);
  return signDocument(
    {
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: key.did,
      validFrom: now.toISOString(),
      credentialSubject: {
        id: `${id}#list`,
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList: encodeStatusList(revokedIndexes),
      },
    },
    key,
    now,
  );
};
