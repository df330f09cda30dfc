// npm test's first process: the demo content seeded once into SEEDED_SQLITE_TEMPLATE, which
// every test cms on a new SQLite file then copies (cms-server.mjs copySeededTemplate). npm test
// has taken the template's lock before starting it, so no test cms below the browser tests'
// priority seeds it instead.
import { randomBytes } from 'node:crypto';
import { seedTemplate, testCmsEnv } from './cms-server.mjs';

const template = process.env.SEEDED_SQLITE_TEMPLATE;
if (!template) throw new Error('SEEDED_SQLITE_TEMPLATE names the file to seed');
// No server listens: the port and the secrets only satisfy the cms's check of its environment.
await seedTemplate(template, testCmsEnv({ port: 1, token: randomBytes(32).toString('hex') }), { held: true });
console.log(`seeded the demo content into ${template}`);
