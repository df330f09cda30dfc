// The handler lives with the rest of the feature.
export { suggestions as GET } from '@/features/search/routes';
