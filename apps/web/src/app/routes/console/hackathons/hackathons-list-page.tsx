import Typography from '@mui/material/Typography';

/** The company's hackathons (placeholder: H1 builds it). */
export const HackathonsListPage = () => <Typography>The company's hackathons</Typography>;
export default HackathonsListPage;
