import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { BLOG_SORTS, type BlogSort } from '@elevate/contracts/blogs/blogs.constants';
import { SearchField } from '@/components/search-field';
import { SortSelect } from '@/components/sort-select';
import { useBlogTags } from '../api/blog-tags';
import type { BlogFilters } from '../search-params';

const SORT_LABELS: Record<BlogSort, string> = { newest: 'Newest', mostread: 'Most read' };

/** The words box (searched on Enter or Search), kept in step with the address. */
export const BlogSearchBox = ({ value, onSearch }: { value: string; onSearch: (q: string) => void }) => {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, maxWidth: 640 }}>
      <SearchField
        value={text}
        onChange={setText}
        onClear={() => {
          setText('');
          onSearch('');
        }}
        label="Search posts"
        placeholder="Interviews, internships, resumes…"
        maxLength={100}
        grow
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Box>
  );
};

/** Tag chips (one chosen at a time), the author filter when one is set, and the sort. */
export const BlogFiltersBar = ({
  filters,
  authorName,
  onChange,
}: {
  filters: BlogFilters;
  authorName: string | null;
  onChange: (change: Partial<BlogFilters>) => void;
}) => {
  const tags = useBlogTags();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
    >
      <Box
        role="group"
        aria-label="Filter by tag"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        {filters.authorId ? (
          <Chip
            color="secondary"
            label={authorName ? `By ${authorName}` : 'By this author'}
            onDelete={() => onChange({ authorId: null })}
            deleteIcon={undefined}
            aria-label={`Remove author filter ${authorName ?? ''}`.trim()}
          />
        ) : null}
        <Chip
          label="All"
          color={filters.tag ? 'default' : 'primary'}
          variant={filters.tag ? 'outlined' : 'filled'}
          aria-pressed={!filters.tag}
          onClick={() => onChange({ tag: '' })}
        />
        {(tags.data ?? []).slice(0, 12).map((t) => (
          <Chip
            key={t.tag}
            label={`${t.tag} (${t.count})`}
            color={filters.tag === t.tag ? 'primary' : 'default'}
            variant={filters.tag === t.tag ? 'filled' : 'outlined'}
            aria-pressed={filters.tag === t.tag}
            onClick={() => onChange({ tag: filters.tag === t.tag ? '' : t.tag })}
          />
        ))}
      </Box>
      <Box sx={{ flexShrink: 0 }}>
        <SortSelect
          value={filters.sort}
          sorts={BLOG_SORTS}
          labels={SORT_LABELS}
          onChange={(sort) => onChange({ sort })}
          minWidth={150}
        />
      </Box>
    </Stack>
  );
};
