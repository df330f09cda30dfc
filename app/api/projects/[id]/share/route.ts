// The handlers live with the rest of the feature.
export { list as GET, create as POST } from '@/features/share/routes';
