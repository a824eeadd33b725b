import Typography from '@mui/material/Typography';

/** Certificate (placeholder: H7 builds it). */
export const CertificateVerifyPage = () => <Typography>Certificate</Typography>;
export default CertificateVerifyPage;
