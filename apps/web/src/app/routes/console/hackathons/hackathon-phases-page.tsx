import Typography from '@mui/material/Typography';

/** Phases (placeholder: H2 builds it). */
export const HackathonPhasesPage = () => <Typography>Phases</Typography>;
export default HackathonPhasesPage;
