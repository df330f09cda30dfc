import { apiError } from '@/lib/http/api-error';
import { requestLocale } from '@/lib/http/request-locale';

// An API address that names no handler: a JSON 404 in the caller's language, not the HTML
// not-found page. The body is never read.
const notFound = (request: Request) => apiError(requestLocale(request), 404, 'notFound');

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
