import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/use-page-title';
import { useCompleteProfile } from '@/features/users/api/get-complete-profile';
import { DocumentsSection } from '@/features/users/components/documents-section';
import { EducationSection } from '@/features/users/components/education-section';
import { JsonResumeSection } from '@/features/users/components/json-resume-section';
import { OtherSection } from '@/features/users/components/other-section';
import { PersonalSection } from '@/features/users/components/personal-section';
import { ProfileStrengthCard } from '@/features/users/components/profile-strength-card';
import { ProjectsSection } from '@/features/users/components/projects-section';
import { SectionNav } from '@/features/users/components/section-nav';
import { SkillsSection } from '@/features/users/components/skills-section';
import { WorkSection } from '@/features/users/components/work-section';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const SectionSkeletons = () => (
  <Stack spacing={3} role="status" aria-label="Loading your profile">
    {[320, 180, 180, 160].map((height, i) => (
      <Box key={i} sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 3 }}>
        <Skeleton variant="text" width="35%" height={32} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rounded" height={height} sx={{ mt: 2 }} />
      </Box>
    ))}
  </Stack>
);

/**
 * /manage-profile (signed in, spec §2.4): the profile strength, then every section of spec §3, each saved on its
 * own. A JSON Resume import replaces the profile, so the forms start again from what it brought.
 */
export const ManageProfilePage = () => {
  usePageTitle('Manage Profile');
  const session = useSession();
  const uid = session?.session.uid ?? 0;
  const name = session?.session.fullName ?? '';
  const query = useCompleteProfile(uid);
  const profile = query.data;
  const [imports, setImports] = useState(0);
  const { hash } = useLocation();

  // A link to a section (#skills from the dashboard) arrives before the sections exist: go there once they do.
  const loaded = profile !== undefined;
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, fontWeight: 800 }}>
        Manage Profile
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Employers see this profile when you apply. Each part saves on its own.
      </Typography>
      <SectionNav ready={loaded} variant="chips" />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' },
          gap: { xs: 0, lg: 4 },
        }}
      >
        <SectionNav ready={loaded} variant="side" />
        <Stack spacing={3} sx={{ maxWidth: 880, minWidth: 0 }}>
          <ProfileStrengthCard uid={uid} />
          {profile ? (
            <>
              {/* Keyed by imports: after an import or a resume prefill the forms start again from the new profile. */}
              <Stack spacing={3} key={imports}>
                <PersonalSection uid={uid} personal={profile.personal} name={name} />
                <EducationSection uid={uid} entries={profile.education} />
                <WorkSection uid={uid} entries={profile.work} />
                <ProjectsSection uid={uid} entries={profile.project} />
                <SkillsSection uid={uid} skills={profile.skill} />
                <DocumentsSection uid={uid} onPrefilled={() => setImports((n) => n + 1)} />
                <OtherSection uid={uid} entries={profile.other} />
              </Stack>
              <JsonResumeSection uid={uid} onImported={() => setImports((n) => n + 1)} />
            </>
          ) : query.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              }
            >
              Your profile could not be loaded. {errorMessage(query.error)}
            </Alert>
          ) : (
            <SectionSkeletons />
          )}
        </Stack>
      </Box>
    </Container>
  );
};

export default ManageProfilePage;
