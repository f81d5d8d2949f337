import React from 'react';
import { serializeJsonLd } from '../../lib/seo/structured-data';

/** Structured data of a page, one script per object (see lib/seo/structured-data). */
export function JsonLd({ objects }: { objects: readonly object[] }) {
  return (
    <>
      {objects.map((object, index) => (
        <script
          key={index}
          type="application/ld+json"
          // The serializer escapes '<', so the text cannot close the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(object) }}
        />
      ))}
    </>
  );
}
