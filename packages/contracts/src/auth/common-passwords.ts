/**
 * Passwords that meet the spec's composition rules yet appear near the top of breach lists. Lower-cased,
 * compared after lower-casing, so 'Password@123' and 'password@123' are both refused.
 */
// prettier-ignore
const COMMON = new Set([
  'password@123', 'password@1', 'password#123', 'password!123', 'password@1234', 'passw0rd@123', 'p@ssw0rd',
  'p@ssword1', 'p@ssword123', 'p@ssw0rd123', 'p@55w0rd', 'welcome@123', 'welcome@1', 'welcome#123', 'welcome@1234',
  'admin@123', 'admin@1234', 'admin#123', 'admin@12345', 'india@123', 'india@1234', 'india#123', 'qwerty@123',
  'qwerty@1', 'qwerty#123', 'abc@1234', 'abcd@1234', 'abc@12345', 'abcd@123', 'test@123', 'test@1234',
  'user@123', 'user@1234', 'hello@123', 'hello@1234', 'login@123', 'summer@123', 'winter@123', 'spring@123',
  'monkey@123', 'dragon@123', 'master@123', 'sunshine@1', 'iloveyou@1', 'football@1', 'cricket@123',
  'computer@1', 'changeme@1', 'letmein@123', 'secret@123', 'student@123', 'college@123', 'pass@1234',
  'pass@123', 'pass#1234', 'root@1234', 'demo@1234', 'temp@1234', 'guest@1234', 'elevate@123', 'elevate@1234',
  'krishna@123', 'ganesh@123', 'sairam@123', 'mumbai@123', 'delhi@123', 'india@2024', 'india@2025', 'india@2026',
  'welcome@2025', 'welcome@2026', 'password@2025', 'password@2026', 'qwerty@1234', 'asdf@1234', 'zxcv@1234',
  'aa@123456', 'abc#1234', 'abcd#1234', 'abcd@12345', 'a@123456', 'aa@12345', 'aA@12345', 'aa@1234567',
]);

export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());
