import Typography from '@mui/material/Typography';

/** Help queries (placeholder: H3 builds it). */
export const HackathonHelpPage = () => <Typography>Help queries</Typography>;
export default HackathonHelpPage;
