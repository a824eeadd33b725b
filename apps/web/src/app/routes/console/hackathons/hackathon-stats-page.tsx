import Typography from '@mui/material/Typography';

/** Stats (placeholder: H3 builds it). */
export const HackathonStatsPage = () => <Typography>Stats</Typography>;
export default HackathonStatsPage;
