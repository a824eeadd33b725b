import Typography from '@mui/material/Typography';
import { AdminUsersList } from '@/features/console/components/admin-users-list';
import { ConsoleLayout } from './console-layout';

/** /console/admin/users (admins): every account with its role, type, verification and profile strength. */
export const UsersAdminPage = () => (
  <ConsoleLayout title="Users">
    <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
      Everyone who signed up: find an account by name or email, narrow the list by role, type or a verified email, and
      open one to see what its profile still lacks.
    </Typography>
    <AdminUsersList />
  </ConsoleLayout>
);
export default UsersAdminPage;
