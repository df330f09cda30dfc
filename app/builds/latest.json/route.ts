import { NextResponse } from 'next/server';
import { currentBuild } from '@/lib/builds/manifest';

// Read on every request: a prerendered answer would outlive the build it describes.
export const dynamic = 'force-dynamic';

/** The build this server runs; open pages compare it with their own once an hour. */
export async function GET() {
  const build = await currentBuild();
  if (!build) return NextResponse.json({ error: 'no build' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return NextResponse.json(build, { headers: { 'Cache-Control': 'no-store' } });
}
