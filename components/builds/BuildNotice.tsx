'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { createBuildChecker, type BuildInfo } from '@/lib/builds/checker';
import { errorText, shouldReloadForChunkError } from '@/lib/builds/chunk-reload';
import { clientNavigationTarget } from '@/lib/builds/navigation';
import styles from './BuildNotice.module.css';

async function fetchLatest(): Promise<BuildInfo> {
  const response = await fetch('/builds/latest.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`build manifest answered ${response.status}`);
  const body: unknown = await response.json();
  const { buildId, builtAt } = (body ?? {}) as Partial<Record<keyof BuildInfo, unknown>>;
  if (typeof buildId !== 'string' || typeof builtAt !== 'string') throw new Error('malformed build manifest');
  return { buildId, builtAt };
}

/** Watches for a newer build (hourly) and for chunks of this build that no longer load. */
export function BuildNotice({ currentId }: { currentId: string }) {
  const t = useTranslations('Builds');
  const [outdated, setOutdated] = useState(false);
  useChunkErrorReload();
  useFullLoadWhenOutdated(outdated);

  useEffect(() => {
    const checker = createBuildChecker({ currentId, fetchLatest, onNewBuild: () => setOutdated(true) });
    checker.start();
    const onVisible = () => {
      if (document.visibilityState === 'visible') checker.checkIfDue();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      checker.stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [currentId]);

  // The live region exists from the start, so that screen readers announce what appears in it.
  return (
    <div role="status" className={styles.notice}>
      {outdated && (
        <div className={styles.box}>
          <p>{t('notice')}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
        </div>
      )}
    </div>
  );
}

function useChunkErrorReload() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      const { pathname } = window.location;
      if (shouldReloadForChunkError(errorText(reason), pathname, Date.now(), window.sessionStorage)) {
        window.location.reload();
      }
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

/**
 * Once a newer build is out, the router of this one should not fetch pages of the next:
 * link clicks become full page loads. A capture listener on the document runs before
 * React's own (on the root element), so Next's <Link> never sees the click. Navigations
 * that are no clicks (router.push, back and forward) are caught after the fact: a changed
 * path reloads the page it arrived at.
 */
function useFullLoadWhenOutdated(outdated: boolean) {
  const pathname = usePathname();
  const seenPath = useRef(pathname);

  useEffect(() => {
    if (!outdated) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = clientNavigationTarget(event, anchor, window.location);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(target);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [outdated]);

  useEffect(() => {
    if (pathname === seenPath.current) return;
    seenPath.current = pathname;
    if (outdated) window.location.reload();
  }, [pathname, outdated]);
}
