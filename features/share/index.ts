// What projects use of sharing: the panel of a project's links (decision 052).
export { SharePanel } from './SharePanel';
