import React, { lazy, Suspense, useEffect, useState } from 'react';
import { PageContextProvider, usePageContext } from '../../components/page-context';
import { MessageBanner } from '../../components/ui/MessageBanner';
import { fetchTextSet } from '../../services/site';
import type { ContactFormProps } from './ContactForm';
import type { ContactTexts } from './texts';

/**
 * The form, its validation (yup, react-hook-form, postcode rules) and its captcha come in their
 * own chunk: only the few pages that embed the form load them (36 KB gzip off the first load of
 * every content page). The static HTML holds the whole form (the build's render waits for the
 * chunk); hydration keeps that HTML until the chunk arrives, so nothing moves.
 */
const ContactFormChunk = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

export function ContactForm(props: ContactFormProps) {
  const page = usePageContext();
  if (!page.featureTexts.contact) return <ContactFormWithTextFile {...props} />;
  return (
    <Suspense fallback={null}>
      <ContactFormChunk {...props} />
    </Suspense>
  );
}

type TextFile = { url: string | undefined; texts: ContactTexts | null; failed: boolean };

/**
 * A form on a page that does not carry its texts: a story that gained the form in an editor's
 * preview (a published story with the form carries them, and its HTML holds the form). The texts
 * come from the file the page names, in the page language; meanwhile nothing is shown.
 */
function ContactFormWithTextFile(props: ContactFormProps) {
  const page = usePageContext();
  const url = page.featureTextFiles?.contact;
  const [file, setFile] = useState<TextFile>({ url, texts: null, failed: false });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetchTextSet(url, controller.signal).then(
      (texts) => setFile({ url, texts: texts as unknown as ContactTexts, failed: false }),
      () => {
        if (!controller.signal.aborted) setFile({ url, texts: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [url]);
  if (!url || (file.url === url && file.failed)) {
    return <MessageBanner variant="fail" message={page.translations.contactFormUnavailable} />;
  }
  if (file.url !== url || !file.texts) return null;
  return (
    <PageContextProvider value={{ ...page, featureTexts: { ...page.featureTexts, contact: file.texts } }}>
      <Suspense fallback={null}>
        <ContactFormChunk {...props} />
      </Suspense>
    </PageContextProvider>
  );
}
