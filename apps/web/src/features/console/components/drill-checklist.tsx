import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { DrillChecklistItem } from '@elevate/contracts/console/console-drill.schema';

/**
 * What a hackathon needs before it can be published, done or not. The icons are decoration: each line says
 * "Done" or "Missing" in words for screen readers.
 */
export const DrillChecklist = ({
  items,
  onlyMissing = false,
}: {
  items: DrillChecklistItem[];
  onlyMissing?: boolean;
}) => (
  <List dense aria-label="Checklist before publishing" disablePadding>
    {items
      .filter((i) => !onlyMissing || !i.done)
      .map((item) => (
        <ListItem key={item.key} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {item.done ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon color="warning" fontSize="small" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={item.label}
            secondary={item.done ? 'Done' : 'Missing'}
            slotProps={{ secondary: { sx: { color: item.done ? 'success.main' : 'warning.dark' } } }}
          />
        </ListItem>
      ))}
  </List>
);
