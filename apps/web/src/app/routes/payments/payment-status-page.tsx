import Typography from '@mui/material/Typography';

/** Being built (issue 13). */
const Page = () => <Typography>Payments are being built.</Typography>;

export default Page;
