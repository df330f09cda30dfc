// The handler lives with the rest of the feature.
export { sharedExport as GET } from '@/features/project-climate/routes';
