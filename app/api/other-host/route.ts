import { env } from '@/lib/env';
import { otherHostAnswer } from '@/lib/http/canonical-host';

// A page asked for under another of our host names, handed here by the proxy (lib/http/canonical-host.ts).
export function GET(request: Request) {
  return otherHostAnswer(request, env().SITE_URL);
}
