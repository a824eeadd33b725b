import { instantOfIstInput } from '@/lib/ist-time';

/** Site content is scheduled in Indian Standard Time whatever the admin's computer says. */
export { istDayTime, istInputOf } from '@/lib/ist-time';

/** A datetime-local value read as IST back to an instant; a blank or broken value stays as typed (the schema says so). */
export const isoOfIstInput = (value: string): string => instantOfIstInput(value) ?? value;

/** An empty text box as null (optional fields the API keeps as null). */
export const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());
