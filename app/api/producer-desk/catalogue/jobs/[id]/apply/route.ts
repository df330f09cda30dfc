// The handlers live with the rest of the feature.
export { apply as POST } from '@/features/producer-catalogue/routes';
