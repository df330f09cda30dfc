import { getPathname } from '@/i18n/navigation';
import { firstString, parseQuery } from '@/lib/http/query';
import { confirmEmailCode } from '@/lib/strapi';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';

/**
 * The link in the confirmation mail. The site's server confirms the code with the cms and
 * sends the visitor to the login page, which says whether it worked.
 */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/confirm-email'>) {
  const { locale: requested } = await params;
  const locale = localeOrDefault(requested);
  const code = firstString(parseQuery(new URL(request.url).search), 'confirmation') ?? '';
  const confirmed = /^[A-Za-z0-9_-]{8,256}$/.test(code) && (await confirmEmailCode(code).catch(() => false));
  const query = confirmed ? { confirmed: '1' } : { confirmation: 'invalid' };
  const location = getPathname({ href: { pathname: '/login', query }, locale });
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
