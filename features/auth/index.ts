// What pages and other features may use of signing in, safe in the browser (decision 052).
export { AuthForm } from './AuthForm';
