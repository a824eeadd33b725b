import Button from '@mui/material/Button';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDrillBookmark, useSetDrillBookmark } from '../api/bookmark-drill';

const SignedInBookmark = ({ drillId, uid }: { drillId: number; uid: number }) => {
  const bookmark = useDrillBookmark(drillId, uid);
  const save = useSetDrillBookmark(drillId, uid);
  const saved = bookmark.data?.bookmarked ?? false;
  return (
    <Button
      variant="outlined"
      startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      aria-pressed={saved}
      disabled={bookmark.isPending || save.isPending}
      onClick={() =>
        save.mutate(!saved, {
          onSuccess: ({ message }) => {
            if (message) toast.success(message);
          },
          onError: (err) => toast.error(errorMessage(err)),
        })
      }
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
};

/**
 * Save the hackathon for later (`drills/{id}/users/{uid}?action=bookmark`). A visitor is asked to log in; the
 * server's HTML and the hydrating render always draw the visitor's button (the session is read after).
 */
export const DrillBookmarkButton = ({
  drillId,
  uid,
  onSignInRequired,
}: {
  drillId: number;
  uid: number | null;
  onSignInRequired: () => void;
}) =>
  uid === null ? (
    <Button variant="outlined" startIcon={<BookmarkBorderIcon />} aria-pressed={false} onClick={onSignInRequired}>
      Save
    </Button>
  ) : (
    <SignedInBookmark drillId={drillId} uid={uid} />
  );
