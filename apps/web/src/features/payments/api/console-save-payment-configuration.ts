import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentConfiguration, PaymentConfigurationInput } from '@elevate/contracts/payments/payments.schema';
import { apiRequest } from '@/lib/api-client';
import { consolePaymentConfigurationQuery } from './console-get-payment-configuration';

/** Saves a hackathon's registration fee: `PUT drill/{id}/paymentconfigurations`. */
export const saveConsolePaymentConfiguration = async ({
  drillId,
  input,
}: {
  drillId: number;
  input: PaymentConfigurationInput;
}) => {
  const env = await apiRequest<PaymentConfiguration>('PUT', `drill/${drillId}/paymentconfigurations`, { body: input });
  return { configuration: env.result, message: env.message };
};

export const useSaveConsolePaymentConfiguration = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConsolePaymentConfiguration,
    onSuccess: ({ configuration }, { drillId }) => {
      if (configuration) client.setQueryData(consolePaymentConfigurationQuery(drillId).queryKey, configuration);
      // The fee shows on the hackathon's cards, page and preview.
      void client.invalidateQueries({ queryKey: ['drills'] });
      void client.invalidateQueries({ queryKey: ['console', 'drill-preview', drillId] });
    },
  });
};
