import Typography from '@mui/material/Typography';

/** Certificates (placeholder: H7 builds it). */
export const HackathonCertificatesPage = () => <Typography>Certificates</Typography>;
export default HackathonCertificatesPage;
