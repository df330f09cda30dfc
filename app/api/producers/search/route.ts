// The handler lives with the rest of the feature.
export { search as GET } from '@/features/producer-filter/routes';
