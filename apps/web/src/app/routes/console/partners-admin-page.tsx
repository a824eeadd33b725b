import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConsolePartnerList } from '@/features/console/components/console-partner-list';
import { CreatePartnerForm } from '@/features/console/components/create-partner-form';
import { ConsoleLayout } from './console-layout';

/** /console/admin/partners (admins): create companies and attach employers to them. */
export const PartnersAdminPage = () => (
  <ConsoleLayout title="Partners">
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="create-company" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="create-company" variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          Create a company
        </Typography>
        <CreatePartnerForm />
      </Paper>
      <section aria-labelledby="all-companies">
        <Typography id="all-companies" variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          Companies and their employers
        </Typography>
        <ConsolePartnerList admin />
      </section>
    </Stack>
  </ConsoleLayout>
);
export default PartnersAdminPage;
