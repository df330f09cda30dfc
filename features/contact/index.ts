// What pages may use of the contact form, safe in the browser (decision 052).
export { ContactForm } from './ContactForm';
