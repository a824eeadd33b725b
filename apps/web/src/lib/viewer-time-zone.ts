import { SITE_TIME_ZONE } from '@elevate/contracts/common/format';
import { useClientValue } from './external-store';

/** The device's IANA time zone (the site's, Asia/Kolkata, when the runtime cannot say). */
export const deviceTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || SITE_TIME_ZONE;
  } catch {
    return SITE_TIME_ZONE;
  }
};

/**
 * The viewer's time zone, for times of day (a hackathon's phases, a Saarthi session). The server and the
 * hydrating render answer the site's zone (the server cannot know the viewer's, and the two renders must match;
 * most visitors are in India, so its HTML is right for them); React then renders again with the device's zone.
 */
export const useViewerTimeZone = (): string => useClientValue(deviceTimeZone, SITE_TIME_ZONE);
