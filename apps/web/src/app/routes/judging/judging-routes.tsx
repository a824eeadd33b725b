import Typography from '@mui/material/Typography';

/** Judging (placeholder: H5 builds it). */
export const JudgingRoutes = () => <Typography>Judging</Typography>;
export default JudgingRoutes;
