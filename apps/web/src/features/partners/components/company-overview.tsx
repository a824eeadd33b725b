import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { truncate } from '@elevate/contracts/common/format';
import { OVERVIEW_CUT } from '@elevate/contracts/partners/company-page.constants';
import { paragraphsOf } from '../utils/company-page-rules';
import { primaryTint } from '@/components/mode-styles';

/** The description cut at 500 characters with View more / View less (spec §2.7), then the key highlights. */
export const CompanyOverview = ({
  description,
  keyHighlights,
}: {
  description: string | null;
  /** Sanitised on write by the API; rendered from that copy. */
  keyHighlights: string | null;
}) => {
  const [expanded, setExpanded] = useState(false);
  const text = description?.trim() ?? '';
  const isLong = text.length > OVERVIEW_CUT;
  const shown = expanded || !isLong ? text : truncate(text, OVERVIEW_CUT);
  const highlights = keyHighlights?.trim() ?? '';
  return (
    <>
      {text ? (
        <>
          <Box id="company-overview-text" sx={{ '& p': { mt: 0, mb: 1.5 }, '& p:last-of-type': { mb: 0 } }}>
            {paragraphsOf(shown).map((p, i) => (
              <Typography key={i} component="p" sx={{ lineHeight: 1.7 }}>
                {p}
              </Typography>
            ))}
          </Box>
          {isLong ? (
            <Button
              onClick={() => setExpanded((e) => !e)}
              aria-expanded={expanded}
              aria-controls="company-overview-text"
              sx={{ mt: 1, ml: -1 }}
            >
              {expanded ? 'View less' : 'View more'}
            </Button>
          ) : null}
        </>
      ) : null}
      {highlights ? (
        <Box
          sx={[
            { mt: text ? 3 : 0, p: { xs: 2, sm: 2.5 }, borderRadius: 2, border: 1, borderColor: 'divider' },
            primaryTint('#f3f2ff', 0.08),
          ]}
        >
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            Key highlights
          </Typography>
          <Box
            data-testid="key-highlights"
            sx={{
              overflowWrap: 'anywhere',
              lineHeight: 1.7,
              '& ul, & ol': { m: 0, pl: 3 },
              '& li': { mb: 0.5 },
              '& li::marker': { color: 'primary.main' },
              '& p': { m: 0, mb: 1 },
              '& a': { color: 'primary.main' },
            }}
            dangerouslySetInnerHTML={{ __html: highlights }}
          />
        </Box>
      ) : null}
    </>
  );
};
