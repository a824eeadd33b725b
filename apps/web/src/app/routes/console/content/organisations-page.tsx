import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ORGANISATION_KINDS, type OrganisationKind } from '@elevate/contracts/content/content.constants';
import type { Organisation } from '@elevate/contracts/content/site-content.schema';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import {
  useAdminOrganisations,
  useDeleteAdminOrganisation,
  useSaveAdminOrganisation,
} from '@/features/content/api/admin-organisations';
import {
  AdminDeleteDialog,
  AdminItems,
  AdminListHeader,
  AdminRowActions,
} from '@/features/content/components/admin-list';
import { AdminNewButton, useAdminEditing } from '@/features/content/components/admin-editing';
import { AdminOrganisationDialog, ORGANISATION_KIND_LABELS } from '@/features/content/components/admin-simple-dialogs';

/** The customer and campus logos of the customers page, by kind and position: add, edit, delete. */
const OrganisationsPage = () => {
  const organisations = useAdminOrganisations();
  const saveOrganisation = useSaveAdminOrganisation();
  const deleteOrganisation = useDeleteAdminOrganisation();
  const [kind, setKind] = useState<OrganisationKind>('organisation');
  const { editing, setEditing, deleting, setDeleting, onSave, close } = useAdminEditing(
    saveOrganisation,
    (x: Organisation) => x.organisationId,
  );

  return (
    <>
      <AdminListHeader action={<AdminNewButton label="New organisation" onClick={() => setEditing('new')} />}>
        <Tabs value={kind} onChange={(_, v: OrganisationKind) => setKind(v)} aria-label="Kind of organisation">
          {ORGANISATION_KINDS.map((k) => (
            <Tab key={k} value={k} label={k === 'organisation' ? 'Companies' : 'Campuses'} />
          ))}
        </Tabs>
      </AdminListHeader>
      <QueryStates query={organisations} loadingLabel="Loading organisations" skeletons={4} skeletonHeight={64}>
        {(all) => {
          const rows = all.filter((o) => o.kind === kind).sort((a, b) => a.position - b.position);
          return rows.length === 0 ? (
            <EmptyState title={`No ${kind === 'organisation' ? 'companies' : 'campuses'} yet`}>
              Add the logos shown on the customers page.
            </EmptyState>
          ) : (
            <AdminItems
              label={kind === 'organisation' ? 'Companies' : 'Campuses'}
              rows={rows}
              rowKey={(o) => o.organisationId}
              columns={[
                { label: 'Name', render: (o) => o.name },
                {
                  label: 'Logo',
                  render: (o) =>
                    o.logoUrl ? (
                      <Box
                        component="img"
                        src={o.logoUrl}
                        alt={`${o.name} logo`}
                        sx={{ height: 32, maxWidth: 96, objectFit: 'contain' }}
                      />
                    ) : (
                      'None'
                    ),
                },
                { label: 'Kind', render: (o) => ORGANISATION_KIND_LABELS[o.kind] },
                { label: 'Position', render: (o) => o.position },
                {
                  label: 'Shown',
                  render: (o) => (
                    <Chip size="small" label={o.active ? 'Shown' : 'Hidden'} color={o.active ? 'success' : 'default'} />
                  ),
                },
              ]}
              actions={(o) => (
                <AdminRowActions
                  name={o.name}
                  onEdit={() => setEditing(o)}
                  onDelete={() => setDeleting({ id: o.organisationId, name: o.name })}
                />
              )}
            />
          );
        }}
      </QueryStates>
      {editing ? (
        <AdminOrganisationDialog
          item={editing === 'new' ? null : editing}
          saving={saveOrganisation.isPending}
          onClose={close}
          onSave={onSave}
        />
      ) : null}
      <AdminDeleteDialog
        target={deleting}
        what="organisation"
        pending={deleteOrganisation.isPending}
        onDelete={(id) => deleteOrganisation.mutateAsync(id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default OrganisationsPage;
