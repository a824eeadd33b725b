import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { BLOG_TAG_MAX, BLOG_TAGS_MAX } from '@elevate/contracts/blogs/blogs.constants';
import { useBlogTags } from '../api/blog-tags';

/** Tags: pick from those in use or type new ones (Enter adds), at most BLOG_TAGS_MAX. */
export const BlogTagsField = ({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) => {
  const tags = useBlogTags();
  return (
    <Autocomplete
      multiple
      freeSolo
      options={(tags.data ?? []).map((t) => t.tag)}
      value={value}
      onChange={(_e, v) =>
        onChange(
          [...new Set(v.map((t) => t.trim().toLowerCase().slice(0, BLOG_TAG_MAX)).filter(Boolean))].slice(
            0,
            BLOG_TAGS_MAX,
          ),
        )
      }
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags"
          error={!!error}
          helperText={error ?? `Up to ${BLOG_TAGS_MAX}. Press Enter after each.`}
        />
      )}
    />
  );
};
