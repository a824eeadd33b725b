import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavLink } from './nav-links';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

/** The popup of a header menu; loaded on first use so menus stay out of the first-load bundle. */
const NavMenuPopup = ({
  id,
  anchor,
  onClose,
  links,
  actions = [],
  footerLinks = [],
}: {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
  links: NavLink[];
  actions?: MenuAction[];
  footerLinks?: NavLink[];
}) => (
  <Menu id={id} anchorEl={anchor} open onClose={onClose}>
    {links.map((l) => (
      <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={onClose}>
        {l.label}
      </MenuItem>
    ))}
    {actions.map((a) => (
      <MenuItem
        key={a.label}
        onClick={() => {
          onClose();
          a.onSelect();
        }}
      >
        {a.label}
      </MenuItem>
    ))}
    {footerLinks.length > 0 ? <Divider /> : null}
    {footerLinks.map((l) => (
      <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={onClose}>
        {l.label}
      </MenuItem>
    ))}
  </Menu>
);
export default NavMenuPopup;
