import Typography from '@mui/material/Typography';

/** Announcements (placeholder: H3 builds it). */
export const HackathonAnnouncementsPage = () => <Typography>Announcements</Typography>;
export default HackathonAnnouncementsPage;
