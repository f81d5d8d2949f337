import React, { lazy, Suspense } from 'react';
import type { ContactFormProps } from './ContactForm';

/**
 * The form, its validation (yup, react-hook-form, postcode rules) and its captcha come in their
 * own chunk: only the few pages that embed the form load them (36 KB gzip off the first load of
 * every content page). The static HTML holds the whole form (the build's render waits for the
 * chunk); hydration keeps that HTML until the chunk arrives, so nothing moves.
 */
const ContactFormChunk = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

export function ContactForm(props: ContactFormProps) {
  return (
    <Suspense fallback={null}>
      <ContactFormChunk {...props} />
    </Suspense>
  );
}
