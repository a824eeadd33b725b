import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTeamSize } from '@elevate/contracts/common/format';
import type { DrillDetail, TeamRules } from '@elevate/contracts/drills/drill-content.schema';
import type { DrillAudience } from '@elevate/contracts/drills/drill.constants';
import { RichTextBlock } from '@/components/rich-text-block';

/** Whether rich text says anything once its tags are set aside. */
export const hasText = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, '').trim().length > 0;

const Facts = ({ items }: { items: { label: string; value: string }[] }) => (
  <Box
    component="dl"
    sx={{ m: 0, mt: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
  >
    {items.map((f) => (
      <Box key={f.label}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {f.label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {f.value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** Overview: the hosts' description, then the theme, industry and place. */
export const DrillOverview = ({ drill }: { drill: DrillDetail }) => {
  const facts = [
    { label: 'Theme', value: drill.domain },
    { label: 'Industry', value: drill.industry },
    // The hero names the city and mode; the venue is added when the hosts give more than the city.
    { label: 'Venue', value: drill.location.trim() === drill.drillLocation.trim() ? '' : drill.location },
    { label: 'Purpose', value: drill.drillPurpose },
  ].filter((f) => f.value.trim() !== '');
  return (
    <>
      {hasText(drill.drillDescription) ? (
        <RichTextBlock html={drill.drillDescription} />
      ) : (
        <Typography color="text.secondary">The hosts have not written an overview yet.</Typography>
      )}
      {facts.length > 0 ? <Facts items={facts} /> : null}
    </>
  );
};

const AUDIENCE_LINES: Record<DrillAudience, string> = {
  everyone: 'Open to everyone: students and working professionals.',
  students: 'Open to students only.',
  professionals: 'Open to working professionals only.',
};

/** The team composition rules, in words ("At least one woman in every team"). */
export const teamRuleLines = (rules: TeamRules): string[] => {
  const lines: string[] = [];
  if (rules.sameInstitution) lines.push('All members of a team must study at the same institution.');
  if (rules.minWomen && rules.minWomen > 0)
    lines.push(
      rules.minWomen === 1
        ? 'Every team needs at least one woman.'
        : `Every team needs at least ${rules.minWomen} women.`,
    );
  return lines;
};

/** Eligibility: who may join, the team size and composition rules, then the hosts' own words. */
export const DrillEligibility = ({ drill }: { drill: DrillDetail }) => {
  const size = formatTeamSize(drill.drillTeamSize);
  const rules = [
    AUDIENCE_LINES[drill.audience],
    size === 'Individual' ? 'Individual participation: one person per entry.' : `${size} people.`,
    ...teamRuleLines(drill.teamRules),
  ];
  return (
    <Stack spacing={2}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {rules.map((r) => (
          <Typography component="li" key={r} sx={{ mb: 0.75 }}>
            {r}
          </Typography>
        ))}
      </Box>
      {hasText(drill.eligibility) ? <RichTextBlock html={drill.eligibility} /> : null}
    </Stack>
  );
};
