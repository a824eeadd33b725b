import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { CertificateVerificationView } from '@/features/certificates/components/certificate-verification';
import { CredentialCheck } from '@/features/certificates/components/credential-check';

/**
 * /certificates/{code}: the public page a certificate's QR code opens. Anyone, signed in or not, sees whether
 * it is valid, who earned what from whom and when, and can check a downloaded credential file.
 */
export const CertificateVerifyPage = () => {
  const code = (useParams().code ?? '').trim();
  usePageTitle('Verify a certificate');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Certificate verification
      </Typography>
      <CertificateVerificationView code={code} />
      <Divider sx={{ my: 4 }} />
      <CredentialCheck />
    </Container>
  );
};
export default CertificateVerifyPage;
