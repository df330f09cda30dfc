// The handler lives with the rest of the feature.
export { ownExport as GET } from '@/features/project-climate/routes';
