import 'server-only';

// What pages may use of sample orders that runs on the server only (decision 052).
export { confirmOrder, placeSampleOrder } from './actions';
export { MyOrders } from './MyOrders';
