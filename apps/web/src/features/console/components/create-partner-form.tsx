import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import {
  CreatePartnerSchema,
  slugify,
  type ConsolePartner,
  type CreatePartner,
  type CreatePartnerInput,
} from '@elevate/contracts/console/console-partner.schema';
import { TextInput } from '@/components/text-input';
import { applyServerErrors } from '@/components/form-submit';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreatePartner } from '../api/manage-partners';

const EMPTY: CreatePartnerInput = { name: '', displayName: '', customUrl: '' };

/**
 * Admin: a new company. The display name and custom URL follow the name until they are edited by hand; the
 * custom URL is the company page's address (/company-page/{customUrl}) and must be free.
 */
export const CreatePartnerForm = ({ onCreated }: { onCreated?: (partner: ConsolePartner) => void }) => {
  const create = useCreatePartner();
  const form = useForm<CreatePartnerInput, unknown, CreatePartner>({
    resolver: zodResolver(CreatePartnerSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, setError, reset, setValue, getFieldState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { partner, message } = await create.mutateAsync(values);
      toast.success(message ?? ConsoleMessages.partnerCreated);
      reset(EMPTY);
      if (partner) onCreated?.(partner);
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors<CreatePartnerInput>(err.fields, setError);
      toast.error(errorMessage(err));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Create a company">
      <TextInput
        control={control}
        name="name"
        label="Name"
        required
        fullWidth
        onInput={(e) => {
          const name = (e.target as HTMLInputElement).value;
          if (!getFieldState('displayName').isDirty) setValue('displayName', name);
          if (!getFieldState('customUrl').isDirty) setValue('customUrl', slugify(name));
        }}
      />
      <TextInput control={control} name="displayName" label="Display Name" required fullWidth />
      <TextInput
        control={control}
        name="customUrl"
        label="Custom URL"
        required
        fullWidth
        helperText="The company page's address: /company-page/your-custom-url"
      />
      <Button
        type="submit"
        variant="contained"
        disabled={create.isPending}
        startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ alignSelf: 'flex-start' }}
      >
        Create company
      </Button>
    </Stack>
  );
};
