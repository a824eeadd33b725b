import { lazy, Suspense, useState, type ComponentProps, type ReactElement } from 'react';
import type { MenuAction } from './nav-menu-popup';
import type { NavLink } from './nav-links';

const NavMenuPopup = lazy(() => import('./nav-menu-popup'));

/** Preloads the popup when the browser is idle so the first click opens it at once. */
export const preloadNavMenu = () => void import('./nav-menu-popup');

/**
 * A header button that opens a menu of links and actions. `renderButton` draws the trigger with the
 * ARIA wiring it is given.
 */
export const MenuButton = ({
  id,
  links,
  actions,
  footerLinks,
  renderButton,
}: {
  id: string;
  links: NavLink[];
  actions?: MenuAction[];
  footerLinks?: NavLink[];
  renderButton: (props: {
    onClick: (e: { currentTarget: HTMLElement }) => void;
    'aria-haspopup': 'menu';
    'aria-expanded': 'true' | undefined;
    'aria-controls': string | undefined;
  }) => ReactElement;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popup: Omit<ComponentProps<typeof NavMenuPopup>, 'anchor'> = {
    id,
    links,
    actions,
    footerLinks,
    onClose: () => setAnchor(null),
  };
  return (
    <>
      {renderButton({
        onClick: (e) => setAnchor(e.currentTarget),
        'aria-haspopup': 'menu',
        'aria-expanded': anchor ? 'true' : undefined,
        'aria-controls': anchor ? id : undefined,
      })}
      {anchor ? (
        <Suspense fallback={null}>
          <NavMenuPopup {...popup} anchor={anchor} />
        </Suspense>
      ) : null}
    </>
  );
};
