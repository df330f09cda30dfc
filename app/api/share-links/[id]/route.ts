// The handlers live with the rest of the feature.
export { revoke as DELETE } from '@/features/share/routes';
