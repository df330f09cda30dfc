// The handlers live with the rest of the feature.
export { job as GET } from '@/features/producer-catalogue/routes';
