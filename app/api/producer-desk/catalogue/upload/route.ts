// The handlers live with the rest of the feature.
export { upload as POST } from '@/features/producer-catalogue/routes';
