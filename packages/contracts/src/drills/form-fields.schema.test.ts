import { describe, expect, it } from 'vitest';
import { answersSchemaOf, fileKeysOf, type FormFieldDefinition } from './form-fields.schema.ts';

const fields: FormFieldDefinition[] = [
  { key: 'college', label: 'College', type: 'Text', required: true },
  { key: 'year', label: 'Graduation year', type: 'Integer', required: true },
  { key: 'cgpa', label: 'CGPA', type: 'Float', required: false },
  { key: 'size', label: 'T-shirt size', type: 'Select', required: false, options: ['S', 'M', 'L'] },
  { key: 'skills', label: 'Skills', type: 'MUISelect', required: false, options: ['React', 'Python'] },
  { key: 'github', label: 'GitHub', type: 'URL', required: false },
  { key: 'born', label: 'Date of birth', type: 'Date', required: false },
  { key: 'phone', label: 'Mobile', type: 'Mobile', required: false },
  { key: 'idCard', label: 'College ID', type: 'File', required: false },
];

const messages = (answers: Record<string, unknown>, partial = false) => {
  const parsed = answersSchemaOf(fields, { partial }).safeParse(answers);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('answers checked against a form built from its field definitions', () => {
  it('accepts good answers, turns numbers typed as text into numbers and drops unknown keys', () => {
    const parsed = answersSchemaOf(fields).parse({
      college: ' IIT Madras ',
      year: '2027',
      cgpa: 8.4,
      size: 'M',
      skills: ['React'],
      github: 'https://github.com/asha',
      born: '05-09-2004',
      phone: '98765 43210',
      idCard: 'u/abc.pdf',
      extra: 'ignored',
    });
    expect(parsed).toEqual({
      college: 'IIT Madras',
      year: 2027,
      cgpa: 8.4,
      size: 'M',
      skills: ['React'],
      github: 'https://github.com/asha',
      born: '05-09-2004',
      phone: '9876543210',
      idCard: 'u/abc.pdf',
    });
  });

  it("says '{field} is mandatory field !' for a missing required answer, unless it is a draft", () => {
    expect(messages({ year: '2027' })).toEqual({ college: 'College is mandatory field !' });
    expect(messages({}, true)).toEqual({});
  });

  it('names the field in the message of a wrong number, choice, link or date', () => {
    expect(
      messages({
        college: 'X',
        year: '20.5',
        cgpa: 'eight',
        size: 'XXL',
        skills: ['Go'],
        github: 'github.com',
        born: '31-02-2004',
      }),
    ).toEqual({
      year: 'Graduation year must be a whole number',
      cgpa: 'CGPA must be a number',
      size: 'Choose one of the options for T-shirt size',
      skills: 'Choose from the options for Skills',
      github: 'GitHub must be a link starting with http:// or https://',
      born: 'Date of birth must be a real date written as dd-mm-yyyy',
    });
  });

  it('lists the upload keys a form names in its file answers', () => {
    expect(fileKeysOf(fields, { idCard: 'u/abc.pdf', college: 'u/not-a-file' })).toEqual(['u/abc.pdf']);
  });
});
