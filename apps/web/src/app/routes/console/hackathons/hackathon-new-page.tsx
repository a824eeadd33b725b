import Typography from '@mui/material/Typography';

/** Host a hackathon (placeholder: H1 builds it). */
export const HackathonNewPage = () => <Typography>Host a hackathon</Typography>;
export default HackathonNewPage;
