import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConsoleDrill } from '@/features/console/api/get-console-drill';
import { useDrillPreview } from '@/features/console/api/get-drill-preview';
import { ConsoleCancelDrill, ConsoleCancelledNotice } from '@/features/payments/components/console-cancel-drill';
import { ConsoleFee } from '@/features/payments/components/console-fee-form';
import { ConsolePaymentsList } from '@/features/payments/components/console-payments-list';
import { ConsolePromoCodes } from '@/features/payments/components/console-promo-codes';
import { useHostedDrillId } from './hackathon-console-routes';

const Section = ({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', mb: intro ? 0.5 : 2 }}>
      {title}
    </Typography>
    {intro ? (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
    ) : null}
    {children}
  </Paper>
);

const Payments = ({ drillId }: { drillId: number }) => {
  const drill = useConsoleDrill(drillId);
  const preview = useDrillPreview(drillId);
  const partnerId = drill.data?.partnerId ?? null;
  const cancelledAt = preview.data?.cancelledAt ?? null;
  return (
    <Stack spacing={3}>
      {cancelledAt ? (
        <ConsoleCancelledNotice cancelledAt={cancelledAt} reason={preview.data?.cancellationReason ?? null} />
      ) : null}
      <Section
        id="payments-fee"
        title="Registration fee"
        intro="Participants pay this to register; the hackathon is free while it is 0."
      >
        <ConsoleFee drillId={drillId} />
      </Section>
      <Section id="payments-promo" title="Promo codes">
        {drill.isPending ? (
          <Skeleton variant="rounded" height={72} />
        ) : partnerId === null ? (
          <Alert severity="info">Promo codes belong to a company: this hackathon has none.</Alert>
        ) : (
          <ConsolePromoCodes
            partnerId={partnerId}
            drillId={drillId}
            registrationEndDt={drill.data?.registrationEndDt ?? null}
          />
        )}
      </Section>
      <Section id="payments-list" title="Payments">
        <ConsolePaymentsList drillId={drillId} />
      </Section>
      {cancelledAt ? null : (
        <Section id="payments-danger" title="Danger zone">
          {drill.data ? (
            <ConsoleCancelDrill
              drillId={drillId}
              drillName={drill.data.name}
              cancelledAt={null}
              cancellationReason={null}
            />
          ) : (
            <Skeleton variant="rounded" height={72} />
          )}
        </Section>
      )}
    </Stack>
  );
};

/** Payments: the registration fee, promo codes, the hackathon's payments, and cancelling it with refunds. */
export const HackathonPaymentsPage = () => {
  const drillId = useHostedDrillId();
  return drillId === null ? null : <Payments drillId={drillId} />;
};
export default HackathonPaymentsPage;
