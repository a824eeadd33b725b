import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { Messages } from '@elevate/contracts/common/messages';
import { build } from '../../../test/helper.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

const valid = {
  senderFullName: 'Priya Nair',
  email: 'priya.nair@example.in',
  contact: '+91 98765 43210',
  purposeToConnect: 'Hosting a hackathon',
  message: 'We would like to host a 36-hour hackathon for 400 engineering students in Kochi.',
  contactUsSource: 'contactus',
};

describe('POST /api/contact-us', () => {
  const t = build({ CONTACT_RATE_LIMIT_MAX: '50' });

  it('saves the message, mails sales and the sender, and answers with the success message', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/contact-us', payload: valid });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.result.msg).toBe('Message sent successfully');
    expect(body.message).toBe(Messages.contactSuccess);

    const [row] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ senderFullName: 'Priya Nair', contact: '+919876543210', contactUsSource: 'contactus' });
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['priya.nair@example.in', t.config.SALES_MAILBOX].sort());
    expect(mails.find((m) => m.toAddress === t.config.SALES_MAILBOX)?.textBody).toContain('36-hour hackathon');
  });

  it('accepts the contactus spelling of the path as well', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contactus',
      payload: { ...valid, contact: '09876543210' },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['missing full name', { senderFullName: '' }, 'senderFullName', 'Full Name is mandatory field !'],
    ['missing email', { email: '' }, 'email', 'Email is mandatory field !'],
    ['malformed email', { email: 'priya@' }, 'email', 'Invalid Email Id !'],
    ['missing contact', { contact: '' }, 'contact', 'Contact Number is mandatory field !'],
    ['landline-like number', { contact: '0442345678' }, 'contact', 'Invalid Mobile Number !'],
    ['number starting with 5', { contact: '5876543210' }, 'contact', 'Invalid Mobile Number !'],
    ['blank message', { message: '   ' }, 'message', 'Message is mandatory field !'],
    ['unknown source', { contactUsSource: 'spam' }, 'contactUsSource', undefined],
    ['wrong type', { senderFullName: 42 }, 'senderFullName', 'Full Name is mandatory field !'],
  ])('refuses %s with 400 and the field message', async (_name, patch, field, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/contact-us', payload: { ...valid, ...patch } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.httpStatus).toBe(400);
    expect(body.error.code).toBe('WUE-4000');
    expect(body.error.fields).toHaveProperty(field);
    if (message) expect(body.error.fields[field]).toBe(message);
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"senderFullName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WUE-4000');
  });

  it('refuses an empty body with 400', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/contact-us' });
    expect(res.statusCode).toBe(400);
  });

  it('writes nothing when the request is refused', async () => {
    const before = await t.database.db.select().from(contactMessages);
    await t.inject({ method: 'POST', url: '/api/contact-us', payload: { ...valid, email: 'nope' } });
    const after = await t.database.db.select().from(contactMessages);
    expect(after.length).toBe(before.length);
  });
});

describe('the acknowledgement is no relay', () => {
  const t = build({ CONTACT_RATE_LIMIT_MAX: '50' });

  it('mails the typed address only that a message arrived: no name, no message text, no link a stranger chose', async () => {
    const lure = {
      ...valid,
      email: 'victim@example.in',
      senderFullName: 'Your account is locked, visit https://evil.example/login',
      message: 'Reset your bank password at https://evil.example/bank <a href="https://evil.example">here</a>',
    };
    const res = await t.inject({ method: 'POST', url: '/api/contact-us', payload: lure });
    expect(res.statusCode).toBe(201);
    const mails = await t.database.db.select().from(mailOutbox);
    const ack = mails.find((m) => m.toAddress === 'victim@example.in');
    const sales = mails.find((m) => m.toAddress === t.config.SALES_MAILBOX);
    expect(ack).toBeDefined();
    const ackText = JSON.stringify(ack);
    expect(ackText).not.toContain('evil.example');
    expect(ackText).not.toContain('Your account is locked');
    expect(ackText).not.toContain('bank password');
    // Sales still reads all of it.
    expect(sales?.textBody).toContain('https://evil.example/bank');
    expect(sales?.textBody).toContain('Your account is locked');
  });
});

describe('contact rate limit', () => {
  const t = build({ CONTACT_RATE_LIMIT_MAX: '2' });

  it('answers 429 with the envelope and Retry-After once an IP passes the limit, across both paths', async () => {
    const send = (url: string) => t.inject({ method: 'POST', url, payload: valid, remoteAddress: '10.1.2.3' });
    expect((await send('/api/contact-us')).statusCode).toBe(201);
    expect((await send('/api/contactus')).statusCode).toBe(201);
    const limited = await send('/api/contact-us');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.code).toBe('WUE-4290');
  });
});
