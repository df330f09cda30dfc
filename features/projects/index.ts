// What pages and other features may use of projects, safe in the browser (decision 052).
export { useProjects } from './hooks';
export { addMaterial } from './list';
export { ProjectOptions } from './ProjectOptions';
export { ProjectsManager } from './ProjectsManager';
