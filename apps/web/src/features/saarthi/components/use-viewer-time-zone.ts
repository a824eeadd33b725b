import { useClientValue } from '@/lib/external-store';
import { SAARTHI_DEFAULT_TIMEZONE } from '@elevate/contracts/saarthi/saarthi.constants';
import { viewerTimeZone } from './slot-time';

/**
 * The viewer's time zone. The server render (and hydration) use IST, the site's home zone, so the first HTML
 * matches; the browser then switches to the viewer's own zone.
 */
export const useViewerTimeZone = () => useClientValue(viewerTimeZone, SAARTHI_DEFAULT_TIMEZONE);
