import Typography from '@mui/material/Typography';

/** Hackathon details (placeholder: H1 builds it). */
export const HackathonDetailsPage = () => <Typography>Hackathon details</Typography>;
export default HackathonDetailsPage;
