import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@elevate/contracts/common/constants';

/** Shown under a new-password field before anything is wrong, so the rules of spec §5 are no surprise. */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters with an uppercase and a lowercase letter, a number and a special character`;
