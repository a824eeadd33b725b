import Typography from '@mui/material/Typography';

/** Judging (placeholder: H5 builds it). */
export const HackathonJudgingPage = () => <Typography>Judging</Typography>;
export default HackathonJudgingPage;
