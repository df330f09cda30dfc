import 'server-only';

// The contact form's action, for its page to bind to its locale (decision 052).
export { sendContactMessage } from './actions';
