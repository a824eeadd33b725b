import Typography from '@mui/material/Typography';

/** Registration form (placeholder: H2 builds it). */
export const HackathonRegistrationFormPage = () => <Typography>Registration form</Typography>;
export default HackathonRegistrationFormPage;
