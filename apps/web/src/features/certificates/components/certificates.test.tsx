import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CertificateVerification, HostCertificates } from '@elevate/contracts/certificates/certificates.schema';
import { toast } from '@/lib/toast';
import { ok } from '@/testing/api-double';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { CertificateVerificationView } from './certificate-verification';
import { CredentialCheck } from './credential-check';
import { HostCertificates as HostCertificatesView } from './host-certificate-list';

const verification = (overrides: Partial<CertificateVerification> = {}): CertificateVerification => ({
  code: 'ABCDEFGH2345',
  recipientName: 'श्रीनिवास क्षत्रिय',
  kind: 'winner',
  rank: 1,
  title: 'Certificate of Achievement',
  achievement: 'Rank 1, Winner: Smart India Build',
  drillName: 'Smart India Build',
  drillCustUrl: 'smart-india-build',
  hostName: 'Sahyadri Labs',
  issuedAt: '2026-11-20T10:00:00.000Z',
  state: 'valid',
  revokedAt: null,
  revokedReason: null,
  checks: [
    { check: 'signature', passed: true, label: 'Signed by Elevate (Ed25519, eddsa-jcs-2022)' },
    { check: 'issuer', passed: true, label: 'Issued by Elevate’s published key' },
    { check: 'status', passed: true, label: 'Not revoked (status list checked)' },
  ],
  issuer: 'did:key:z6MkExample',
  ...overrides,
});

const hostList = (overrides: Partial<HostCertificates> = {}): HostCertificates => ({
  data: [
    {
      certificateId: 11,
      participantId: 4,
      recipientName: 'Asha Menon',
      kind: 'participation',
      rank: null,
      title: 'Certificate of Participation',
      code: 'ABCDEFGH2345',
      status: 'ready',
      revokedAt: null,
      revokedReason: null,
      issuedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  totalRecordCount: 1,
  totalRecords: 1,
  summary: [
    { kind: 'participation', notYetIssued: 0, issued: 1000, ready: 312, pending: 688, failed: 0, revoked: 0 },
    { kind: 'merit', notYetIssued: 12, issued: 0, ready: 0, pending: 0, failed: 0, revoked: 0 },
    { kind: 'winner', notYetIssued: 0, issued: 0, ready: 0, pending: 0, failed: 0, revoked: 0 },
  ],
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('the public verification page', () => {
  it('says Valid with who earned what from whom, each check, and the credential download', async () => {
    mockApi({ 'GET /api/certificates/verify/ABCDEFGH2345': ok(verification()) });
    renderAt(<CertificateVerificationView code="ABCDEFGH2345" />);
    expect(await screen.findByText('Valid ✓')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'श्रीनिवास क्षत्रिय' })).toBeInTheDocument();
    expect(screen.getByText(/hosted by Sahyadri Labs/)).toBeInTheDocument();
    expect(screen.getByText('Not revoked (status list checked)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download credential/ })).toHaveAttribute(
      'href',
      '/api/certificates/verify/ABCDEFGH2345/credential',
    );
  });

  it('says Revoked with the date and the reason', async () => {
    mockApi({
      'GET /api/certificates/verify/ABCDEFGH2345': ok(
        verification({ state: 'revoked', revokedAt: '2026-11-22T10:00:00.000Z', revokedReason: 'Plagiarism' }),
      ),
    });
    renderAt(<CertificateVerificationView code="ABCDEFGH2345" />);
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText(/22 November 2026: Plagiarism/)).toBeInTheDocument();
  });

  it('says Not found for an unknown code', async () => {
    mockApi({});
    renderAt(<CertificateVerificationView code="ZZZZZZZZZZZZ" />);
    expect(await screen.findByText('Certificate not found')).toBeInTheDocument();
  });

  it('checks a chosen credential file and lists the result', async () => {
    const spy = mockApi({
      'POST /api/certificates/verify': ok({
        state: 'invalid',
        checks: [{ check: 'signature', passed: false, label: 'Signed by Elevate (Ed25519, eddsa-jcs-2022)' }],
        code: null,
        recipientName: 'Asha Menom',
        achievement: 'Participation: Smart India Build',
      }),
    });
    renderAt(<CredentialCheck />);
    const file = new File([JSON.stringify({ id: 'x', proof: {} })], 'certificate.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Credential file'), file);
    expect(await screen.findByText(/could not be verified/)).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/certificates/verify')[0]!.body).toEqual({ credential: { id: 'x', proof: {} } });
  });
});

describe("the host's Certificates tab", () => {
  it('shows progress while certificates are made, and issues a kind after confirming', async () => {
    const spy = mockApi({
      'GET /api/console/drills/5/certificates': ok(hostList()),
      'POST /api/console/drills/5/certificates/issue': ok(
        { kind: 'merit', created: 12, alreadyHeld: 0, batches: 1 },
        '12 certificates queued. They are ready in a few minutes.',
        202,
      ),
    });
    renderAt(<HostCertificatesView drillId={5} />);
    expect(await screen.findByText('312 of 1,000 ready')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Issue to 12 eligible' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue certificates' }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/console/drills/5/certificates/issue')).toHaveLength(1));
    expect(callsTo(spy, 'POST /api/console/drills/5/certificates/issue')[0]!.body).toEqual({ kind: 'merit' });
  });

  it('revokes a certificate only with a reason', async () => {
    const spy = mockApi({
      'GET /api/console/drills/5/certificates': ok(hostList()),
      'POST /api/console/drills/5/certificates/11/revoke': ok({}, 'Certificate revoked.'),
    });
    renderAt(<HostCertificatesView drillId={5} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText(/Say why the certificate is revoked/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason (shown publicly)'), {
      target: { value: 'Duplicate entry' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() =>
      expect(callsTo(spy, 'POST /api/console/drills/5/certificates/11/revoke')[0]?.body).toEqual({
        reason: 'Duplicate entry',
      }),
    );
  });
});
