// The handlers live with the rest of the feature.
export { search as GET } from '@/features/surface-picker/routes';
