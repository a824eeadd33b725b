import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadMessages } from '@elevate/contracts/uploads/upload.schema';
import { DocumentsMessages } from '@elevate/contracts/users/documents.schema';
import { ProfileMessages } from '@elevate/contracts/users/profile.schema';
import {
  badRequest,
  buildDocuments,
  mockProfileApi,
  ok,
  profilePageRoutes,
} from '@/features/users/testing/profile-builders';
import { toast } from '@/lib/toast';
import { uploadRoutes } from '@/testing/api-double';
import { renderAt, signIn } from '@/testing/render';
import { stubCanvas, type DrawCall } from '@/testing/fake-canvas';
import { ManageProfilePage } from './manage-profile-page';

/**
 * jsdom decodes no images and has no canvas: a stand-in Image that "loads" at 640 × 480, and a canvas that records
 * what is drawn and writes its own size as the file's bytes.
 */
const drawn: DrawCall[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  naturalWidth = 640;
  naturalHeight = 480;
  set src(_: string) {
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeEach(() => {
  drawn.length = 0;
  vi.stubGlobal('Image', FakeImage);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:picture');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  stubCanvas(drawn);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toast.dismiss());
});

const choose = (label: string, file: File) =>
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  });

describe('/manage-profile uploads', { timeout: 30_000 }, () => {
  it('a chosen photo is cropped to a square, uploaded as a profile picture, attached and shown', async () => {
    signIn();
    const { key, routes } = uploadRoutes('profile-picture', 'png');
    const api = mockProfileApi({
      ...profilePageRoutes(),
      ...routes,
      'PUT /api/users/profile/7/upload': ({ body }) =>
        ok(
          { kind: (body as { kind: string }).kind, fileName: 'me.png', fileUrl: `/uploads/${key}` },
          'Profile Picture saved.',
        ),
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    await screen.findByRole('form', { name: 'Personal details' });
    await choose('Profile picture file', new File(['png bytes'], 'me.png', { type: 'image/png' }));

    const dialog = await screen.findByRole('dialog', { name: 'Crop your profile picture' });
    const save = within(dialog).getByRole('button', { name: 'Save picture' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);

    // The middle 480 × 480 of the 640 × 480 photo, drawn on a square canvas (at most 512 px).
    await waitFor(() => expect(api.callsTo('PUT /api/users/profile/7/upload')).toHaveLength(1));
    expect(drawn).toEqual([{ width: 480, height: 480, args: [expect.anything(), 80, 0, 480, 480, 0, 0, 480, 480] }]);
    expect(api.callsTo('POST /api/s3/pre-signed')[0]!.body).toMatchObject({
      purpose: 'profile-picture',
      fileName: 'me.png',
      contentType: 'image/png',
    });
    const bytes = api.callsTo(`PUT /api/uploads/${key}`)[0]!.body as File;
    expect(bytes).toBeInstanceOf(Blob);
    expect(bytes.size).toBe('480x480'.length);
    expect(api.callsTo('PUT /api/users/profile/7/upload')[0]!.body).toEqual({ kind: 'profile-picture', key });

    expect(await screen.findByText('Profile Picture saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Profile picture of Aarav' })).toHaveAttribute('src', `/uploads/${key}`);
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeInTheDocument();
  });

  it('a picture of another type or over 2 MB is refused with the spec’s words before anything is sent', async () => {
    signIn();
    const api = mockProfileApi(profilePageRoutes());
    renderAt(<ManageProfilePage />, '/manage-profile');
    await screen.findByRole('form', { name: 'Personal details' });
    await choose('Profile picture file', new File(['x'], 'me.bmp', { type: 'image/bmp' }));
    expect(await screen.findByText(UploadMessages.imageType)).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    await choose('Profile picture file', big);
    expect(
      await screen.findByText('Size of file is not valid, please upload file less than 2 mb !'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/s3/pre-signed')).toHaveLength(0);
  });

  it('a resume must be a PDF by its content; a real one is uploaded, attached, and View opens its signed link', async () => {
    signIn();
    const { key, routes } = uploadRoutes('resume', 'pdf');
    let onFile: string | null = null;
    const api = mockProfileApi({
      ...profilePageRoutes(),
      'GET /api/users/profile/documents': () => ok(buildDocuments({ resumeFileName: onFile })),
      ...routes,
      'PUT /api/users/profile/7/upload': () => {
        onFile = 'meera-cv.pdf';
        return ok({ kind: 'resume', fileName: onFile, fileUrl: null }, DocumentsMessages.uploadSaved('resume'));
      },
      'GET /api/users/profile/resume': ok({
        fileName: 'meera-cv.pdf',
        url: '/api/uploads/signed-resume',
        expiresAt: new Date().toISOString(),
      }),
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    // Resume, PAN scan and Aadhaar scan: none yet.
    expect(await within(documents).findAllByText('Nothing uploaded yet', {}, { timeout: 5000 })).toHaveLength(3);

    await choose('Resume file', new File(['just text, named like a PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await within(documents).findByText(UploadMessages.resumeType)).toBeInTheDocument();
    expect(api.callsTo('POST /api/s3/pre-signed')).toHaveLength(0);

    await choose('Resume file', new File(['%PDF-1.7 a real resume'], 'meera-cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.callsTo('PUT /api/users/profile/7/upload')).toHaveLength(1));
    expect(api.callsTo('POST /api/s3/pre-signed')[0]!.body).toMatchObject({ purpose: 'resume' });
    expect(api.callsTo('PUT /api/users/profile/7/upload')[0]!.body).toEqual({ kind: 'resume', key });
    expect(await screen.findByText('Resume saved.')).toBeInTheDocument();
    expect(await within(documents).findByText('On file: meera-cv.pdf')).toBeInTheDocument();

    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await userEvent.click(within(documents).getByRole('button', { name: 'View resume' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/uploads/signed-resume'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.callsTo('GET /api/users/profile/resume')[0]!.url.searchParams.get('uId')).toBe('7');
  });

  it('removing a file asks first, deletes it and says so; a refused removal says why and keeps it', async () => {
    signIn();
    let onFile: string | null = 'meera-cv.pdf';
    let refuse = true;
    const api = mockProfileApi({
      ...profilePageRoutes(),
      'GET /api/users/profile/documents': () => ok(buildDocuments({ resumeFileName: onFile })),
      'DELETE /api/users/profile/7/upload/resume': () => {
        if (refuse) return badRequest('The resume could not be removed just now.');
        onFile = null;
        return ok({ kind: 'resume', fileName: null, fileUrl: null });
      },
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(documents).findByText('On file: meera-cv.pdf', {}, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.click(within(documents).getByRole('button', { name: 'Remove resume' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove your resume?' });
    expect(api.callsTo('DELETE /api/users/profile/7/upload/resume')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove resume' }));
    expect(await screen.findByText('The resume could not be removed just now.')).toBeInTheDocument();
    expect(within(documents).getByText('On file: meera-cv.pdf')).toBeInTheDocument();

    refuse = false;
    dialog = screen.getByRole('dialog', { name: 'Remove your resume?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove resume' }));
    // No message from the server: the page's own words for the slot.
    expect(await screen.findByText(DocumentsMessages.uploadRemoved('resume'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove your resume?' })).not.toBeInTheDocument());
    // Resume, PAN scan and Aadhaar scan: all empty now.
    expect(await within(documents).findAllByText('Nothing uploaded yet', {}, { timeout: 5000 })).toHaveLength(3);
  });

  it('Aadhaar is shown only masked; a new number needs 12 digits and the full number is sent once to be cut to four', async () => {
    signIn();
    let documents = buildDocuments({
      panNumber: 'ABCDE1234F',
      aadhaarLastFour: '1234',
      aadhaarMasked: 'XXXX XXXX 1234',
    });
    const api = mockProfileApi({
      ...profilePageRoutes(),
      'GET /api/users/profile/documents': () => ok(documents),
      'PUT /api/users/profile/documents': () => {
        documents = { ...documents, aadhaarLastFour: '9012', aadhaarMasked: 'XXXX XXXX 9012' };
        return ok(documents, DocumentsMessages.documentsSaved);
      },
    });
    renderAt(<ManageProfilePage />, '/manage-profile');
    const form = await screen.findByRole('form', { name: 'PAN and Aadhaar numbers' }, { timeout: 5000 });
    expect(within(form).getByText(/On file: XXXX XXXX 1234/)).toBeInTheDocument();
    expect(within(form).getByText(/Only the last four digits of your Aadhaar number are kept/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'PAN' })).toHaveValue('ABCDE1234F');

    const aadhaar = within(form).getByRole('textbox', { name: 'New Aadhaar number' });
    expect(aadhaar).toHaveValue('');
    await userEvent.type(aadhaar, '5678 9012 345');
    fireEvent.blur(aadhaar);
    expect(await within(form).findByText(DocumentsMessages.aadhaarInvalid)).toBeInTheDocument();
    await userEvent.type(aadhaar, '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Save PAN and Aadhaar' }));
    await waitFor(() => expect(api.callsTo('PUT /api/users/profile/documents')).toHaveLength(1));
    expect(api.callsTo('PUT /api/users/profile/documents')[0]!.body).toEqual({
      panNumber: 'ABCDE1234F',
      aadhaarNumber: '5678 9012 3456',
    });
    expect(await screen.findByText(ProfileMessages.saved)).toBeInTheDocument();
    // Afterwards the box is empty again and only the masked number shows.
    const after = () => screen.getByRole('form', { name: 'PAN and Aadhaar numbers' });
    await waitFor(() => expect(within(after()).getByText(/On file: XXXX XXXX 9012/)).toBeInTheDocument());
    expect(within(after()).getByRole('textbox', { name: 'New Aadhaar number' })).toHaveValue('');
    expect(screen.queryByDisplayValue('5678 9012 3456')).not.toBeInTheDocument();
  });
});
