// What pages and other features may use of sample orders, safe in the browser (decision 052).
export { ConfirmOrderForm } from './ConfirmOrderForm';
export { SampleOrderForm } from './SampleOrderForm';
