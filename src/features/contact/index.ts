/** The contact feature's public face: the customer-service form that content embeds, in its own chunk. */
export { ContactForm } from './ContactFormLoader';
export type { ContactFormProps } from './ContactForm';
