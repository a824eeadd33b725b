import Typography from '@mui/material/Typography';
import { ConsolePaymentsList } from '@/features/payments/components/console-payments-list';
import { ConsoleLayout } from '../console-layout';

/** /console/admin/payments (admins): every hackathon's payments, with totals, CSV, receipts and refunds. */
export const PaymentsAdminPage = () => (
  <ConsoleLayout title="Payments">
    <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
      Registration payments of every hackathon: narrow them by hackathon, state, dates or a payer, download what you see
      as CSV, open a receipt, or refund a paid registration.
    </Typography>
    <ConsolePaymentsList />
  </ConsoleLayout>
);
export default PaymentsAdminPage;
