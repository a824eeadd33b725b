import type { HostedParticipant } from '@elevate/contracts/console/console-drill-people.schema';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
// The applicants CSV's writer (RFC 4180, formula-injection safe, IST dates) is the one every export uses.
import { csvLine, istDate } from '../applications/applicants-csv.ts';

const STATE_LABEL = { draft: 'Draft', submitted: 'Submitted', none: '' } as const;

/**
 * A hackathon's participants as a CSV file: who they are, their team, one column per registration question
 * (as the form asks it) and one per phase (Draft, Submitted or empty). Starts with a UTF-8 byte-order mark so
 * Excel reads names outside ASCII.
 */
export const participantsCsv = (
  fields: FormFieldDefinition[],
  phases: Array<{ id: number; name: string }>,
  rows: HostedParticipant[],
): string => {
  const header = [
    'Name',
    'Email',
    'Registered on',
    'Status',
    'Team',
    'Role in team',
    'Looking for a team',
    ...fields.map((f) => f.label),
    ...phases.map((p) => `${p.name} submission`),
  ];
  const lines = rows.map((r) => {
    const answers = new Map(r.answers.map((a) => [a.key, a.value]));
    const byPhase = new Map(r.phases.map((p) => [p.phaseId, p.state]));
    return csvLine([
      r.name,
      r.email,
      istDate(r.registeredAt),
      r.status,
      r.team?.name ?? '',
      r.team ? (r.team.role === 'lead' ? 'Lead' : 'Member') : 'Individual',
      r.lookingForTeam ? 'Yes' : 'No',
      ...fields.map((f) => answers.get(f.key) ?? ''),
      ...phases.map((p) => STATE_LABEL[byPhase.get(p.id) ?? 'none']),
    ]);
  });
  return '\uFEFF' + [csvLine(header), ...lines].join('\r\n') + '\r\n';
};

/** `smart-india-2026-participants.csv`: only letters, digits and dashes reach the header. */
export const participantsCsvFileName = (custUrl: string): string => {
  const slug = custUrl
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'hackathon'}-participants.csv`;
};
