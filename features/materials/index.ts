// What pages and other features may use of saved materials, safe in the browser (decision 052).
// The list itself is read with useMaterials from the kit (features/kit/materials.ts).
export { MaterialsList } from './MaterialsList';
