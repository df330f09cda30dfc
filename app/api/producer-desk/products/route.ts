// The handler lives with the rest of the feature.
export { searchProducts as GET } from '@/features/producer-desk/routes';
