import 'server-only';

// What pages may use of signing in that runs on the server only (decision 052).
export { changePassword, forgotPassword, login, logout, register, resendConfirmation, resetPassword } from './actions';
export { ProviderButtons, providerNames } from './ProviderButtons';
export { UserMenu } from './UserMenu';
