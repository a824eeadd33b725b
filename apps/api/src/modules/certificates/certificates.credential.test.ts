import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { STATUS_LIST_SIZE } from '@elevate/contracts/certificates/certificates.constants';
import { loadConfig } from '../../config.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { type CredentialInput, signedCredentialOf } from './credential.ts';
import { verifyDocument } from './data-integrity.ts';
import { loadSigningKey, rawKeyOfMultikey } from './signing-key.ts';
import { encodeStatusList, statusBitOf, statusEntryOf, statusListCredential } from './status-list.ts';

const key = loadSigningKey(randomBytes(32).toString('base64url'));
const urls = { publicUrl: 'https://elevate.example', apiBase: 'https://elevate.example/api' };
const input: CredentialInput = {
  certificateId: 131_075,
  code: 'ABCDEFGH2345',
  kind: 'winner',
  rank: 1,
  title: 'Certificate of Achievement',
  recipientName: 'Asha Raman',
  issuedAt: new Date('2026-11-20T10:00:00.000Z'),
  drillId: 7,
  drillName: 'Smart India Build',
  drillCustUrl: 'smart-india-build',
  hostName: 'Tata Digital',
};

/** A deep copy with one character of the string at `path` changed. */
const tampered = (doc: unknown, path: Array<string | number>) => {
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const p of path.slice(0, -1)) node = node[p] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const value = node[last] as string;
  node[last] = value.slice(0, -1) + (value.at(-1) === 'x' ? 'y' : 'x');
  return copy;
};

describe('the platform key', () => {
  it('is named by a did:key whose Multikey holds the Ed25519 public key', () => {
    expect(key.did).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/);
    expect(key.verificationMethod).toBe(`${key.did}#${key.publicKeyMultibase}`);
    expect(rawKeyOfMultikey(key.publicKeyMultibase)).toHaveLength(32);
  });
});

describe('the Open Badges 3.0 credential (eddsa-jcs-2022)', () => {
  const credential = signedCredentialOf(input, key, urls);

  it('is an OpenBadgeCredential naming the recipient, the achievement, the host and its status entry', () => {
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer.id).toBe(key.did);
    expect(credential.credentialSubject.identifier[0]!.identityHash).toBe('Asha Raman');
    expect(credential.credentialSubject.achievement.creator.name).toBe('Tata Digital');
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusListIndex: '3',
      statusListCredential: 'https://elevate.example/api/certificates/status/1',
    });
    expect(credential.proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-jcs-2022' });
  });

  it('verifies as issued, also after a JSON round trip with its keys in another order', () => {
    expect(verifyDocument(credential)).toEqual({ valid: true, verificationMethod: key.verificationMethod });
    const reordered = Object.fromEntries(Object.entries(JSON.parse(JSON.stringify(credential))).reverse());
    expect(verifyDocument(reordered).valid).toBe(true);
  });

  it.each([
    ['the name', ['credentialSubject', 'identifier', 0, 'identityHash']],
    ['the achievement', ['credentialSubject', 'achievement', 'name']],
    ['the host', ['credentialSubject', 'achievement', 'creator', 'name']],
    ['the issuer', ['issuer', 'id']],
    ['the date', ['validFrom']],
    ['the status entry', ['credentialStatus', 'statusListIndex']],
    ['the proof date', ['proof', 'created']],
    ['the signature', ['proof', 'proofValue']],
  ])('fails when one character of %s changes', (_what, path) => {
    expect(verifyDocument(tampered(credential, path)).valid).toBe(false);
  });

  it('fails when a field is added or the proof is removed, and for things that are not credentials', () => {
    expect(verifyDocument({ ...credential, awardedBy: 'someone else' }).valid).toBe(false);
    const { proof: _proof, ...bare } = credential;
    expect(verifyDocument(bare).valid).toBe(false);
    for (const junk of [null, 'text', [], { proof: 'x' }, { proof: { ...credential.proof, proofValue: 'zzz' } }]) {
      expect(verifyDocument(junk).valid).toBe(false);
    }
  });

  it("fails when signed by another key, even if the issuer is rewritten to that key's DID", () => {
    const other = loadSigningKey(randomBytes(32).toString('base64url'));
    const forged = signedCredentialOf(input, other, urls);
    const check = verifyDocument(forged);
    expect(check.valid).toBe(true);
    expect(check.verificationMethod).not.toBe(key.verificationMethod);
  });
});

describe('the revocation status list', () => {
  it('places certificate id N at entry N % 131072 of list floor(N / 131072)', () => {
    expect(statusEntryOf(5)).toEqual({ listId: 0, index: 5 });
    expect(statusEntryOf(STATUS_LIST_SIZE + 9)).toEqual({ listId: 1, index: 9 });
  });

  it('sets exactly the revoked bits, first bit left-most, and signs the list', () => {
    const encoded = encodeStatusList([0, 9, STATUS_LIST_SIZE - 1]);
    expect(encoded.startsWith('u')).toBe(true);
    expect([0, 1, 8, 9, 10, STATUS_LIST_SIZE - 1].map((i) => statusBitOf(encoded, i))).toEqual([
      true,
      false,
      false,
      true,
      false,
      true,
    ]);
    expect(statusBitOf(encoded, STATUS_LIST_SIZE)).toBeNull();
    const list = statusListCredential(key, urls.apiBase, 0, [9], new Date());
    expect(list.type).toContain('BitstringStatusListCredential');
    expect(verifyDocument(list).valid).toBe(true);
    expect(statusBitOf(list.credentialSubject.encodedList, 9)).toBe(true);
  });
});

describe('the PDF', () => {
  const pdfOf = (recipientName: string) =>
    renderCertificatePdf({
      ...input,
      recipientName,
      verifyUrl: 'https://elevate.example/certificates/ABCDEFGH2345',
    });

  it('names the participant, the hackathon and the code in the document', async () => {
    const doc = await PDFDocument.load(await pdfOf('Asha Raman'));
    expect(doc.getTitle()).toBe('Certificate of Achievement: Asha Raman');
    expect(doc.getSubject()).toContain('Asha Raman');
    expect(doc.getSubject()).toContain('Smart India Build');
    expect(doc.getKeywords()).toContain('ABCDEFGH2345');
    expect(doc.getPageCount()).toBe(1);
  });

  it('renders a Devanagari name (with conjuncts) and keeps it in the metadata', async () => {
    const bytes = await pdfOf('श्रीनिवास क्षत्रिय');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toContain('श्रीनिवास क्षत्रिय');
    expect(bytes.length).toBeLessThan(200_000);
  });
});

describe('the signing key in the configuration', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'elevate-cert-key-'));

  it('is required in production, and must be a 32-byte seed', () => {
    const DATA_DIR = dir();
    const production = { NODE_ENV: 'production', DATA_DIR, JWT_SECRET: 'x'.repeat(48) };
    expect(() => loadConfig(production)).toThrow(/CERTIFICATE_SIGNING_KEY must be set in production/);
    expect(() => loadConfig({ ...production, CERTIFICATE_SIGNING_KEY: 'short' })).toThrow(/32-byte Ed25519 seed/);
    const seed = randomBytes(32).toString('base64url');
    expect(loadConfig({ ...production, CERTIFICATE_SIGNING_KEY: seed }).certificateSigningKey).toBe(seed);
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  it('is generated once into DATA_DIR elsewhere and kept across starts', () => {
    const DATA_DIR = dir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR }).certificateSigningKey;
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR }).certificateSigningKey).toBe(first);
    expect(readFileSync(join(DATA_DIR, 'certificate-signing.key'), 'utf8')).toBe(first);
    expect(loadSigningKey(first).did).toMatch(/^did:key:z6Mk/);
    rmSync(DATA_DIR, { recursive: true, force: true });
  });
});
