import type { Control } from 'react-hook-form';
import type { FormAnswers, FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';

export interface DynamicFormFieldsProps {
  fields: readonly FormFieldDefinition[];
  /** react-hook-form's control of a form whose values are the answers by field key. */
  control: Control<FormAnswers>;
  /** Where ImgFile and File answers are uploaded (their answer is the upload key). */
  uploadPurpose: UploadPurpose;
  disabled?: boolean;
}

/** Renders a form from its field definitions (spec §3 form field types). Placeholder until it lands here. */
export const DynamicFormFields = (_props: DynamicFormFieldsProps) => null;
