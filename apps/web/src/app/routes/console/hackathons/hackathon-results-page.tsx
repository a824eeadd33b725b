import Typography from '@mui/material/Typography';

/** Results (placeholder: H6 builds it). */
export const HackathonResultsPage = () => <Typography>Results</Typography>;
export default HackathonResultsPage;
