import Typography from '@mui/material/Typography';

/** Participants and teams (placeholder: H3 builds it). */
export const HackathonParticipantsPage = () => <Typography>Participants and teams</Typography>;
export default HackathonParticipantsPage;
