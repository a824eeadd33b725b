import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DEMO_SIGN_INS } from '../scripts/seed/seed.ts';

/**
 * What `npm start` prints once listening. The demo accounts (published passwords) are listed only outside
 * production, where the seed may have created them (docs/decisions/021).
 */
export const startBanner = (
  config: Pick<Config, 'isProduction' | 'dbDir' | 'API_DOCS'>,
  started: { url: string; seconds: number; databaseKind: Database['kind'] },
): string => {
  const { url } = started;
  const links = [
    ...(config.API_DOCS ? [`API reference: ${url}/api/docs`] : []),
    ...(config.isProduction ? [] : [`Mailbox: ${url}/dev/mailbox`]),
  ];
  const lines = [
    '',
    `  Elevate is running at ${url}  (ready in ${started.seconds.toFixed(1)} s)`,
    `  Database: ${started.databaseKind === 'pglite' ? `embedded PGlite in ${config.dbDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(links.length > 0 ? [`  ${links.join('   ')}`] : []),
    '',
    ...(config.isProduction
      ? []
      : [
          '  Demo accounts:',
          ...DEMO_SIGN_INS.map((a) => `    ${a.label.padEnd(9)} ${a.email.padEnd(29)} ${a.password}`),
          '',
        ]),
  ];
  return `${lines.join('\n')}\n`;
};
