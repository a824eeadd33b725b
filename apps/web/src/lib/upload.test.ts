import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFile, uploadFile } from './upload';

const pdf = (size = 1000, name = 'cv.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('uploads from the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the type and the 2 MB limit with the spec messages before anything is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(checkFile(null, 'resume')).toBe('Please select file for upload !');
    expect(checkFile(pdf(100, 'cv.docx'), 'resume')).toBe('Resume must be a PDF file !');
    expect(checkFile(pdf(100, 'logo.pdf'), 'partner-logo')).toBe(
      'Please upload an image of type jpg, jpeg, png or gif !',
    );
    await expect(uploadFile(pdf(2 * 1024 * 1024 + 1), 'resume')).rejects.toThrow(
      'Size of file is not valid, please upload file less than 2 mb !',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs the upload, then sends the bytes to the signed URL and answers where the file lives', async () => {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body });
      const result =
        init?.method === 'POST'
          ? { key: 'resume-1.pdf', uploadUrl: '/api/uploads/resume-1.pdf?expires=1&signature=s', method: 'PUT' }
          : { key: 'resume-1.pdf', fileUrl: null, fileName: 'cv.pdf', sizeBytes: 1000, contentType: 'application/pdf' };
      return new Response(JSON.stringify({ httpStatus: 200, result }), { status: 200 });
    });
    const file = pdf();
    const result = await uploadFile(file, 'resume');
    expect(result.key).toBe('resume-1.pdf');
    expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual([
      'POST /api/s3/pre-signed',
      'PUT /api/uploads/resume-1.pdf',
    ]);
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({
      fileName: 'cv.pdf',
      sizeBytes: 1000,
      purpose: 'resume',
    });
    expect(calls[1]!.body).toBe(file);
  });

  it("surfaces the server's message when the content check refuses the file", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? new Response(
            JSON.stringify({ httpStatus: 200, result: { key: 'k', uploadUrl: '/api/uploads/k', method: 'PUT' } }),
          )
        : new Response(
            JSON.stringify({ httpStatus: 400, error: { code: 'WUE-4000', message: 'Resume must be a PDF file !' } }),
            { status: 400 },
          ),
    );
    await expect(uploadFile(pdf(), 'resume')).rejects.toThrow('Resume must be a PDF file !');
  });

  it('with an S3 store, PUTs to the bucket with the signed headers, then asks the API to confirm the upload', async () => {
    const calls: Array<{ method: string; url: string; headers: unknown }> = [];
    const bucketUrl = 'https://bucket.example/incoming/resume-1.pdf?X-Amz-Signature=abc';
    const confirmUrl = '/api/uploads/resume-1.pdf/confirm?expires=1&signature=s';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push({ method: init?.method ?? 'GET', url, headers: init?.headers });
      if (url.startsWith('https://bucket.example')) return new Response(null, { status: 200 });
      const result = url.includes('/confirm')
        ? { key: 'resume-1.pdf', fileUrl: null, fileName: 'cv.pdf', sizeBytes: 1000, contentType: 'application/pdf' }
        : {
            key: 'resume-1.pdf',
            uploadUrl: bucketUrl,
            method: 'PUT',
            headers: { 'content-type': 'application/pdf' },
            confirmUrl,
          };
      return new Response(JSON.stringify({ httpStatus: 200, result }), { status: 200 });
    });
    const result = await uploadFile(pdf(), 'resume');
    expect(result).toMatchObject({ key: 'resume-1.pdf', contentType: 'application/pdf' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/s3/pre-signed',
      `PUT ${bucketUrl}`,
      `POST ${confirmUrl}`,
    ]);
    expect(calls[1]!.headers).toEqual({ 'content-type': 'application/pdf' });
  });
});
