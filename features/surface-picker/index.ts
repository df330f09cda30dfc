// What other features use of the surface picker (decision 052).
export { useSurfacesById } from './hooks';
export { SurfacePicker } from './SurfacePicker';
