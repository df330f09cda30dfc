import { NextResponse } from 'next/server';
import { currentBuild } from '@/lib/builds/manifest';

export const dynamic = 'force-dynamic';

/**
 * /builds/meta/{buildId}.json: one build's manifest. A server knows only the build it runs,
 * so every other id, older or unknown, is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const build = await currentBuild();
  if (!build || file !== `${build.buildId}.json`) {
    return NextResponse.json({ error: 'unknown build' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  // A build's facts never change; the answer may be kept as long as the id is asked for.
  return NextResponse.json(build, { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
