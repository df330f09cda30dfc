// The handlers live with the rest of the feature.
export { update as PATCH, remove as DELETE } from '@/features/measurements/routes';
