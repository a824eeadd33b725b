import { describe, expect, it } from 'vitest';
import { DrillFormsMessages as M } from './console-drill-forms.messages.ts';
import { fieldKeyOf, FormFieldsBodySchema, PhaseWriteSchema, withKeys } from './console-drill-forms.schema.ts';

const issuesOf = (body: unknown) => {
  const parsed = FormFieldsBodySchema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a form the host builds is checked strictly', () => {
  it('accepts every spec §3 field type with the options choice fields need', () => {
    const types = ['Email', 'Mobile', 'Integer', 'Float', 'Pan', 'Adhar', 'Password', 'Date', 'Text', 'URL'];
    const fields = [
      ...types.map((type) => ({ label: `${type} question`, type })),
      { label: 'T-shirt', type: 'Select', options: ['S', 'M'] },
      { label: 'Skills', type: 'MUISelect', options: ['React'] },
      { label: 'Photo', type: 'ImgFile' },
      { label: 'Deck', type: 'File' },
      { label: 'Pitch', type: 'Editor', maxLength: 5000 },
    ];
    expect(issuesOf({ fields })).toEqual({});
  });

  it('refuses two fields with the same key or the same label', () => {
    expect(
      issuesOf({
        fields: [
          { key: 'college', label: 'College', type: 'Text' },
          { key: 'college', label: 'Institute', type: 'Text' },
          { label: 'college ', type: 'Text' },
        ],
      }),
    ).toEqual({ 'fields.1.key': M.keyTaken('college'), 'fields.2.label': M.labelTaken('college') });
  });

  it('needs options on Select and MUISelect, refuses an option twice, and options on other types', () => {
    expect(
      issuesOf({
        fields: [
          { label: 'Size', type: 'Select' },
          { label: 'Skills', type: 'MUISelect', options: ['React', 'react'] },
          { label: 'College', type: 'Text', options: ['IIT'] },
        ],
      }),
    ).toEqual({
      'fields.0.options': M.optionsNeeded('Size'),
      'fields.1.options.1': M.optionTaken('Skills', 'react'),
      'fields.2.options': M.optionsOnlyForSelects('College'),
    });
  });

  it('refuses an unknown type, a bad key and an unknown property', () => {
    const issues = issuesOf({
      fields: [
        { label: 'Colour', type: 'Color' },
        { key: '1st', label: 'First', type: 'Text' },
        { label: 'Note', type: 'Text', colour: 'red' },
      ],
    });
    expect(Object.keys(issues).sort()).toEqual(['fields.0.type', 'fields.1.key', 'fields.2']);
    expect(issues['fields.1.key']).toBe(M.keyFormat);
  });

  it('takes a longest answer only on Text and Editor, within their ceilings', () => {
    expect(
      issuesOf({
        fields: [
          { label: 'Age', type: 'Integer', maxLength: 3 },
          { label: 'Note', type: 'Text', maxLength: 2001 },
        ],
      }),
    ).toEqual({
      'fields.0.maxLength': M.maxLengthOnlyForText('Age'),
      'fields.1.maxLength': M.maxLengthTooBig('Note', 2000),
    });
  });

  it('refuses more than 50 fields', () => {
    const fields = Array.from({ length: 51 }, (_, i) => ({ label: `Question ${i}`, type: 'Text' }));
    expect(issuesOf({ fields })).toEqual({ fields: M.tooManyFields(50) });
  });
});

describe('keys', () => {
  it('are made from the label, numbered when taken, and never start with a digit', () => {
    expect(fieldKeyOf('Graduation year', new Set())).toBe('graduationYear');
    expect(fieldKeyOf('GitHub profile (URL)', new Set(['gitHubProfileUrl']))).toBe('githubProfileUrl');
    expect(fieldKeyOf('Graduation year', new Set(['graduationYear']))).toBe('graduationYear2');
    expect(fieldKeyOf('10th marks', new Set())).toBe('field10thMarks');
    expect(fieldKeyOf('कॉलेज', new Set())).toBe('field');
  });

  it('keep the keys given and avoid the keys of removed fields whose answers are kept', () => {
    const fields = withKeys(
      [
        { key: 'college', label: ' College name ', type: 'Text', required: true },
        { label: 'T-shirt size', type: 'Select', options: [' S ', 'M'], helpText: ' ' },
      ],
      new Set(['tShirtSize']),
    );
    expect(fields).toEqual([
      { key: 'college', label: 'College name', type: 'Text', required: true },
      { key: 'tShirtSize2', label: 'T-shirt size', type: 'Select', required: false, options: ['S', 'M'] },
    ]);
  });
});

describe('a phase', () => {
  const phase = { name: 'Idea round', kind: 'idea', startDt: '2026-12-01T00:00:00+05:30' };
  it('must end after it starts', () => {
    const parsed = PhaseWriteSchema.safeParse({ ...phase, endDt: '2026-11-30T00:00:00+05:30' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([M.phaseEndBeforeStart]);
  });
  it('takes idea or solution and dates with their offset', () => {
    expect(PhaseWriteSchema.safeParse({ ...phase, kind: 'final', endDt: '2026-12-05T00:00:00Z' }).success).toBe(false);
    expect(PhaseWriteSchema.parse({ ...phase, endDt: '2026-12-05T00:00:00Z' }).startDt.toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
  });
});
