import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { SITE_PAGE_KEYS, type SitePageKey } from '@elevate/contracts/content/content.constants';
import { PUBLIC_PAGE_GROUPS } from '@elevate/contracts/content/public-pages';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import { useAdminSitePages, useSaveAdminSitePage } from '@/features/content/api/admin-site-pages';
import { AdminSitePageForm } from '@/features/content/components/admin-site-page-form';

/** Where a page is read: home is the site's root, the others their own key. */
export const sitePagePath = (key: SitePageKey) => (key === 'home' ? '/' : `/${key}`);

const titles = new Map(PUBLIC_PAGE_GROUPS.flatMap((g) => g.pages).map((p) => [p.path, p.title]));
const pageName = (key: SitePageKey) => titles.get(sitePagePath(key)) ?? key;

/** The words of the marketing pages: pick one, edit and save it. */
const SitePagesPage = () => {
  const pages = useAdminSitePages();
  const savePage = useSaveAdminSitePage();
  const [key, setKey] = useState<SitePageKey>('home');

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Page"
          value={key}
          onChange={(e) => setKey(e.target.value as SitePageKey)}
          sx={{ minWidth: 240 }}
        >
          {SITE_PAGE_KEYS.map((k) => (
            <MenuItem key={k} value={k}>
              {pageName(k)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          href={sitePagePath(key)}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
        >
          View page
        </Button>
      </Stack>
      <QueryStates query={pages} loadingLabel="Loading pages" skeletons={3} skeletonHeight={96}>
        {(all) => {
          const page = all.find((p) => p.key === key);
          return page ? (
            <AdminSitePageForm
              key={`${page.key}-${page.updatedAt ?? 'defaults'}`}
              page={page}
              saving={savePage.isPending}
              onSave={(input) => savePage.mutateAsync(input)}
            />
          ) : (
            <EmptyState title="This page is not editable yet" />
          );
        }}
      </QueryStates>
    </>
  );
};

export default SitePagesPage;
