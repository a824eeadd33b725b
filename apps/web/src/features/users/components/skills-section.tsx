import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import {
  MAX_SKILLS,
  normaliseSkills,
  ProfileMessages,
  SkillNameSchema,
  skillKey,
  type SkillEntry,
} from '@elevate/contracts/users/profile.schema';
import { PendingButton } from '@/components/pending-button';
import { VirtualizedAutocomplete } from '@/components/virtualized-autocomplete';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSkillSuggestions } from '../api/get-skill-suggestions';
import { useSaveSkills } from '../api/save-skills';
import { ProfileSection } from './profile-section';

/** Suggestions are asked for once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 250;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * Skills: chips of what is on the profile (each removable), and a box that suggests skills from the first letter
 * typed (skills/?initialLetters, in the virtualised list of spec §9). Anything may be typed: names are trimmed and
 * a skill already there in another case is not added twice. Changes are saved with "Save skills".
 */
export const SkillsSection = ({ uid, skills }: { uid: number; skills: SkillEntry[] }) => {
  // What the server holds: the props at first, then each save's answer (an import remounts the section).
  const [saved, setSaved] = useState<string[]>(() => skills.map((s) => s.name));
  const [draft, setDraft] = useState<string[]>(saved);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const letters = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useSkillSuggestions(letters);
  const save = useSaveSkills(uid);

  const have = new Set(draft.map(skillKey));
  // Nothing is suggested before a letter is typed (the last suggestions are not shown again).
  const options = text.trim()
    ? (suggestions.data ?? []).map((s) => s.name).filter((name) => !have.has(skillKey(name)))
    : [];
  const changed = !sameList(draft, saved);

  const add = (raw: string | null) => {
    if (!raw) return;
    const checked = SkillNameSchema.safeParse(raw);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? ProfileMessages.skillLength);
      return;
    }
    const next = normaliseSkills([...draft, checked.data]);
    if (next.length > MAX_SKILLS) {
      setProblem(ProfileMessages.tooManySkills(MAX_SKILLS));
      return;
    }
    setProblem(null);
    setDraft(next);
    setText('');
  };
  const remove = (name: string) => {
    setProblem(null);
    setDraft((list) => list.filter((s) => s !== name));
  };
  const submit = () =>
    save.mutate(draft, {
      onSuccess: (list) => {
        const names = list.map((s) => s.name);
        setSaved(names);
        setDraft(names);
        toast.success(ProfileMessages.saved);
      },
      onError: (err) => {
        // The list stays as edited; the server's words show under the box and in a toast.
        const field =
          err instanceof ApiError
            ? Object.entries(err.fields).find(([name]) => name === 'skills' || name.startsWith('skills.'))?.[1]
            : undefined;
        setProblem(field ?? errorMessage(err));
        toast.error(errorMessage(err));
      },
    });

  return (
    <ProfileSection
      id="skills"
      title="Skills"
      lead="What you are good at. Jobs are recommended from these, so add at least three."
    >
      {draft.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No skills yet. Type one below and pick it, or press Enter to add your own.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Your skills"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, mb: 2, p: 0 }}
        >
          {draft.map((name) => (
            <li key={name}>
              <Chip
                label={name}
                onDelete={() => remove(name)}
                onClick={() => remove(name)}
                aria-label={`Remove ${name}`}
                title={`Remove ${name}`}
              />
            </li>
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1 }}>
          <VirtualizedAutocomplete<string, false, false, true>
            freeSolo
            options={options}
            value={null}
            inputValue={text}
            onInputChange={(_, value, reason) => {
              if (reason === 'input' || reason === 'clear') setText(value);
            }}
            onChange={(_, value) => add(value)}
            loading={suggestions.isFetching}
            loadingText="Looking for skills…"
            renderInput={(params) => (
              <TextField
                {...params}
                label="Add a skill"
                placeholder="Start typing, like Python or Excel"
                error={Boolean(problem)}
                helperText={problem ?? `${draft.length} of ${MAX_SKILLS}${changed ? ' · changes not saved yet' : ''}`}
              />
            )}
          />
        </Box>
        <PendingButton
          variant="contained"
          startIcon={<SaveIcon />}
          pending={save.isPending}
          disabled={!changed}
          onClick={submit}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: 1 } }}
        >
          Save skills
        </PendingButton>
      </Stack>
    </ProfileSection>
  );
};
