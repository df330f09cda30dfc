import { currentBuild } from '@/lib/builds/manifest';
import { BuildNotice } from './BuildNotice';

/**
 * Tells the page which build served it and mounts the client leaf that watches for newer
 * builds and failed chunks. A server component so that the id comes from the same
 * .next/BUILD_ID that /builds/latest.json reads (written before Next prerenders).
 */
export async function BuildWatcher() {
  const build = await currentBuild();
  if (!build) return null;
  return (
    <>
      {/* React hoists it into <head>: the build id is readable without running any script. */}
      <meta name="build-id" content={build.buildId} />
      <BuildNotice currentId={build.buildId} />
    </>
  );
}
