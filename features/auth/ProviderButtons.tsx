import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import styles from './auth.module.css';

/** "Continue with …" for each provider enabled by configuration; plain links into the relay. */
export async function ProviderButtons() {
  const providers = env().AUTH_PROVIDERS;
  if (providers.length === 0) return null;
  const t = await getTranslations('Auth');
  const name = await providerNames();
  return (
    <div className={styles.providers}>
      <p className={styles.or}>{t('login.or')}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider}>
            {/* A full page load: the relay answers with a redirect to the provider. */}
            <a className="button button--secondary" href={`/cms-connect/${provider}`}>
              {t('provider.continueWith', { provider: name(provider) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A provider's name as visitors know it (the test stand-in's is translated). */
export async function providerNames() {
  const t = await getTranslations('Auth.provider.names');
  // Unknown providers (enabled by configuration only) go by their technical name.
  return (provider: string) => (t.has(provider as 'github') ? t(provider as 'github') : provider);
}
