import { useForm } from 'react-hook-form';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import type { FormAnswers, FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { answersResolver, DynamicFormFields } from '@/features/drills/components/dynamic-form-fields';

/**
 * The host's live preview of a form: the participant side's own DynamicFormFields, so what the builder shows is
 * what participants get. Typing into it checks answers the way the real form does; nothing is sent.
 */
export const HackathonFormPreview = ({
  fields,
  uploadPurpose,
}: {
  fields: FormFieldDefinition[];
  uploadPurpose: UploadPurpose;
}) => {
  const form = useForm<FormAnswers>({ resolver: answersResolver(fields), mode: 'onTouched' });
  return (
    <form noValidate aria-label="Form preview" onSubmit={(e) => e.preventDefault()}>
      <DynamicFormFields fields={fields} control={form.control} uploadPurpose={uploadPurpose} />
    </form>
  );
};
