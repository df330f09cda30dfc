import 'server-only';

// What pages may use of the contact form that runs on the server only (decision 052).
export { sendContactMessage } from './actions';
