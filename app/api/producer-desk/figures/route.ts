// The handler lives with the rest of the feature.
export { figuresExport as GET } from '@/features/producer-figures/routes';
