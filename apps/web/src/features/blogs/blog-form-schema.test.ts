import { describe, expect, it } from 'vitest';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { BlogFormSchema, blankBlogForm, blogInputOf, slugOf } from './blog-form-schema';

const filled = {
  ...blankBlogForm(),
  title: 'Campus to career',
  summary: 'Five lessons',
  bodyHtml: '<p>Start early</p>',
};
const now = new Date('2026-11-24T06:00:00.000Z');

describe('the writing form', () => {
  it('makes the address from the title: lower-case words joined by single hyphens', () => {
    expect(slugOf('  My First Internship — at Infosys, Pune! ')).toBe('my-first-internship-at-infosys-pune');
  });

  it('asks for a title, a summary and a body, and refuses a malformed address', () => {
    const r = BlogFormSchema.safeParse({ ...blankBlogForm(), custUrl: 'Not A Slug' });
    const fields = r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
    expect(fields).toMatchObject({
      title: 'Title is required',
      summary: 'Summary is required',
      bodyHtml: BlogMessages.bodyEmpty,
      custUrl: BlogMessages.custUrlFormat,
    });
    expect(BlogFormSchema.safeParse({ ...filled, bodyHtml: '<p></p>' }).success).toBe(false);
  });

  it('sends a draft, a post published now, or one scheduled at the IST time chosen', () => {
    expect(blogInputOf(filled, 'draft', now)).toMatchObject({ input: { status: 'draft', custUrl: undefined } });
    expect(blogInputOf(filled, 'publish', now)).toMatchObject({ input: { status: 'published', publishedAt: null } });
    // A scheduled post published now is brought forward rather than kept at its later time.
    expect(blogInputOf(filled, 'publish', now, 'scheduled')).toMatchObject({
      input: { status: 'published', publishedAt: now.toISOString() },
    });
    expect(blogInputOf({ ...filled, scheduleAt: '2026-12-01T18:30' }, 'schedule', now)).toMatchObject({
      input: { status: 'published', publishedAt: '2026-12-01T13:00:00.000Z' },
    });
  });

  it('refuses to schedule without a time or in the past', () => {
    expect(blogInputOf(filled, 'schedule', now)).toEqual({ scheduleError: BlogMessages.scheduleNeedsTime });
    expect(blogInputOf({ ...filled, scheduleAt: '2026-11-24T09:00' }, 'schedule', now)).toEqual({
      scheduleError: 'Choose a time in the future.',
    });
  });
});
