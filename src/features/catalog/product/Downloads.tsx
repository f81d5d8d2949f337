/**
 * The product's documents to download (manuals, from the product's media): a heading and a plain
 * list of links, each with its file type and size in the page's language ("PDF, 18 KB"). Nothing
 * without documents. Plain elements, and its own chunk (the page loads it only for a product
 * with documents): the product page's first-load JS is at its budget.
 */
import React, { useId } from 'react';
import { usePageContext } from '../../../components/page-context';
import { fill } from '../../../lib/i18n/fill';
import { formatFileSize } from '../../../lib/i18n/file-size';
import { localeTag } from '../../../lib/product/price';
import type { ProductDownload } from '../../../lib/product';
import { useCatalogTexts } from '../texts';

export default function Downloads({ downloads }: { downloads: readonly ProductDownload[] }) {
  const texts = useCatalogTexts();
  const page = usePageContext();
  const id = useId();
  if (downloads.length === 0) return null;
  const tag = localeTag(page);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{texts.downloads}</h2>
      <ul>
        {downloads.map(({ url, title, extension, fileSize }) => {
          const type = extension.toUpperCase();
          const size = fileSize > 0 ? formatFileSize(fileSize, tag, texts) : '';
          const details = type && size ? fill(texts.downloadDetails, { type, size }) : type || size;
          return (
            <li key={url}>
              <a href={url}>{title}</a>
              {details && ` (${details})`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
