// Playwright's web server for the shared data cache: a throw-away Redis on loopback that
// both test site instances use (REDIS_URL), as several instances do in production.
import { startRedis } from './redis-server.mjs';

const redis = await startRedis(Number(process.env.E2E_REDIS_PORT));
console.log(`test redis ready at ${redis.url}`);
const stop = async () => {
  await redis.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
