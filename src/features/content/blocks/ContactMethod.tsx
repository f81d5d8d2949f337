import React from 'react';
import { RichText } from '../rich-text/RichText';
import type { ContactKind, ContactMethodContent } from '../../../services/storyblok/model';
import { editable } from './editable';
import { safeHref } from '../../../lib/safe-href';
import { Facts, ItemCard } from '../../../components/sections';
import { type ItemProps, ItemTitle, present } from './block-layout';
import { type BlockMessages, useBlockTexts } from './texts';

const kindLabel = (kind: ContactKind, texts: BlockMessages): string =>
  ({ phone: texts.contactPhone, email: texts.contactEmail, form: texts.contactForm, chat: texts.contactChat })[kind];

/** The number or address of a contact method as a link that dials or writes, if it has one. */
function valueHref(kind: ContactKind, value: string): string | null {
  if (kind === 'phone') {
    // tel: takes digits and a leading plus; editors write numbers with spaces and brackets.
    const number = value.replace(/[^\d+]/g, '');
    return number === '' ? null : `tel:${number}`;
  }
  if (kind === 'email') return value.includes('@') ? safeHref(`mailto:${value.trim()}`) : null;
  return null;
}

/** A way to reach customer service: phone, email, the contact form or chat, with opening hours. */
export function ContactMethod({ blok, href, headingLevel = 3, detail = false }: ItemProps<ContactMethodContent>) {
  const texts = useBlockTexts();
  if (!present(blok.title)) return null;
  const link = present(blok.value) ? valueHref(blok.kind, blok.value) : null;
  const hasFacts = present(blok.value) || present(blok.opening_hours);
  return (
    <ItemCard {...editable(blok)} $plain={detail}>
      <ItemTitle level={headingLevel} href={href}>
        {blok.title}
      </ItemTitle>
      {present(blok.intro) && <p>{blok.intro}</p>}
      {hasFacts && (
        <Facts>
          {present(blok.value) && (
            <>
              <dt>{kindLabel(blok.kind, texts)}</dt>
              <dd>{link ? <a href={link}>{blok.value}</a> : blok.value}</dd>
            </>
          )}
          {present(blok.opening_hours) && (
            <>
              <dt>{texts.openingHours}</dt>
              <dd>{blok.opening_hours}</dd>
            </>
          )}
        </Facts>
      )}
      {detail && <RichText document={blok.body} />}
    </ItemCard>
  );
}
