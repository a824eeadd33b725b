import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface Faq {
  q: string;
  a: string;
}

/** Questions and answers as an accordion; `idPrefix` keeps the ARIA ids unique on the page. */
export const FaqList = ({ items, idPrefix }: { items: Faq[]; idPrefix: string }) => (
  <Box sx={{ maxWidth: 860 }}>
    {items.map((f, i) => (
      <Accordion key={f.q} disableGutters>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon aria-hidden />}
          id={`${idPrefix}-${i}-header`}
          aria-controls={`${idPrefix}-${i}-content`}
        >
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {f.q}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography color="text.secondary">{f.a}</Typography>
        </AccordionDetails>
      </Accordion>
    ))}
  </Box>
);
