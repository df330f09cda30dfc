// What pages and other features may use of the surface picker, safe in the browser (decision 052).
export { useSurfacesById } from './hooks';
export { SurfacePicker } from './SurfacePicker';
