import Typography from '@mui/material/Typography';

/** Preview (placeholder: H1 builds it). */
export const HackathonPreviewPage = () => <Typography>Preview</Typography>;
export default HackathonPreviewPage;
