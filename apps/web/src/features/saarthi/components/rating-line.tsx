import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The mentees' average rating and how many gave one, or "New mentor" before the first. */
export const RatingLine = ({ rating, count }: { rating: number | null; count: number }) =>
  rating === null || count === 0 ? (
    <Typography variant="body2" color="text.secondary">
      New mentor
    </Typography>
  ) : (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Rating value={rating} precision={0.1} readOnly size="small" aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {rating.toFixed(1)} out of 5 ({count} {count === 1 ? 'rating' : 'ratings'})
      </Typography>
    </Stack>
  );
