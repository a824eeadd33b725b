import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
