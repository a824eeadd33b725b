import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import { usePageTitle } from '@/components/use-page-title';
import { LocalCheckoutCard } from '@/features/payments/components/local-checkout-card';

/**
 * /wuepayments/checkout/{paymentId}: the local payment provider's checkout (signed in, the router checks), where
 * a payment is made, failed or left pending with no money moving. Drawn in the browser and answered noindex.
 */
export const LocalCheckoutPage = () => {
  const { paymentId = '' } = useParams();
  usePageTitle('Checkout');
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, md: 8 }, px: { xs: 1.5, sm: 2 } }}>
      <LocalCheckoutCard key={paymentId} paymentId={paymentId} />
    </Container>
  );
};

export default LocalCheckoutPage;
