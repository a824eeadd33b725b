import { describe, expect, it } from 'vitest';
import { QueryCreateSchema, QUERY_FILES_MAX } from './query.schema.ts';
import { QueryMessages } from './submission.messages.ts';
import { SubmissionListQuerySchema, SubmissionWriteSchema } from './submission.schema.ts';

describe('submission requests', () => {
  it('needs final to be said, true or false', () => {
    const result = SubmissionWriteSchema.safeParse({ participantId: 1, phaseId: 2, answers: {} });
    expect(result.error?.issues[0]?.message).toBe('final must be true or false');
  });

  it('pages the list by 10 at most, from the start by default', () => {
    expect(SubmissionListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(SubmissionListQuerySchema.safeParse({ limit: '11' }).success).toBe(false);
  });
});

describe('help questions', () => {
  it('needs a subject and a question, and takes a few files at most', () => {
    const empty = QueryCreateSchema.safeParse({ subject: ' ', body: 'Why?' });
    expect(empty.error?.issues[0]?.message).toBe(QueryMessages.subjectRequired);
    const files = Array.from({ length: QUERY_FILES_MAX + 1 }, (_, i) => `query-file/${i}.pdf`);
    const many = QueryCreateSchema.safeParse({ subject: 'Maps', body: 'Why?', files });
    expect(many.error?.issues[0]?.message).toBe(QueryMessages.tooManyFiles(QUERY_FILES_MAX));
  });
});
