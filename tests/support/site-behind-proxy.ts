import { siteEnv } from './e2e-env';
import { E2E } from './ports';
import { startSite } from './site-process';
import { TcpProxy } from './tcp-proxy';

/**
 * A site instance of its own whose cms sits behind a switch (`proxy.set('refuse' | 'hang' |
 * 'forward')`), for tests of the cms or the cache going away. It starts forwarding; `env` is
 * added to the browser tests' site environment.
 */
export async function startSiteBehindProxy(sitePort: number, proxyPort: number, env: Record<string, string> = {}) {
  const proxy = new TcpProxy(proxyPort, { host: '127.0.0.1', port: E2E.cmsPort });
  await proxy.set('forward');
  try {
    const site = await startSite(sitePort, siteEnv({ STRAPI_URL: `http://127.0.0.1:${proxyPort}`, ...env }));
    return {
      proxy,
      url: site.url,
      async stop() {
        await site.stop();
        await proxy.close();
      },
    };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}
