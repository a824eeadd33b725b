import type { FormAnswers, FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';

/**
 * Answers to questions the hosts have since removed from a form stay stored (hidden, docs/decisions/030 and
 * the host's form builder): a later save of the form must not erase them. Returns the fresh answers (already
 * checked against the form as it is now) with the stored answers to fields no longer on the form kept.
 */
export const keepHiddenAnswers = (
  fields: readonly Pick<FormFieldDefinition, 'key'>[],
  stored: FormAnswers | null | undefined,
  fresh: FormAnswers,
): FormAnswers => {
  const onForm = new Set(fields.map((f) => f.key));
  const hidden = Object.fromEntries(Object.entries(stored ?? {}).filter(([key]) => !onForm.has(key)));
  return { ...hidden, ...fresh };
};
