// What other features may use of projects: the list and a select's options (decision 052).
export { useProjects } from './hooks';
export { addMaterial } from './list';
export { ProjectOptions } from './ProjectOptions';
