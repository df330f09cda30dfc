// The handlers live with the rest of the feature.
export { template as GET } from '@/features/producer-catalogue/routes';
