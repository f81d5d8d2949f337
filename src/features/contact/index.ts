/** The contact feature's public face: the customer-service form that content embeds. */
export { ContactForm, type ContactFormProps } from './ContactForm';
