// The handlers live with the rest of the feature.
export { byIds as GET } from '@/features/surface-picker/routes';
