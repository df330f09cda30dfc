import 'server-only';

// The sign-in actions, for pages to bind to their locale (decision 052).
export { changePassword, forgotPassword, login, logout, register, resendConfirmation, resetPassword } from './actions';
