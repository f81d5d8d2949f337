/** The public face of the newsletter feature: other features, the shell and the templates import only this. */
export { NewsletterForm } from './NewsletterForm';
export { useNewsletterSignup } from './newsletter';
