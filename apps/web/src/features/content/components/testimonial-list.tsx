import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { CardSkeletons } from '@/components/loaders';
import { LogoImage } from '@/components/logo-image';
import { useTestimonials } from '../api/get-testimonials';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } } as const;

export const TestimonialList = ({ limit = 6 }: { limit?: number }) => {
  const { data, isPending, isError } = useTestimonials();
  if (isPending)
    return (
      <Box sx={grid}>
        <CardSkeletons count={3} height={200} />
      </Box>
    );
  if (isError || data.data.length === 0) return null;
  return (
    <Box sx={grid}>
      {data.data.slice(0, limit).map((t) => (
        <Card key={t.testimonialPostId} component="figure" sx={{ m: 0 }}>
          <CardContent>
            <FormatQuoteIcon color="primary" aria-hidden />
            <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
              {t.postedContent}
            </Typography>
            <Stack direction="row" spacing={1.5} component="figcaption" sx={{ alignItems: 'center' }}>
              <LogoImage name={t.postedByUsername} size={40} round />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t.postedByUsername}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.postedByUserDesignation}
                </Typography>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
