/**
 * The product page's reviews (issue 16, item 2): the rating the build read (in the static HTML,
 * with the page's structured data), then, in the browser, the provider's live summary with the
 * share of each score, the reviews page by page in the order the shopper picks, and the
 * customer photos where the brand shows a gallery. Where the brand's review account sets
 * cookies, the live part waits for functional consent.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { LinkButton, SelectBox } from '../../components/ui/controls';
import { MessageBanner } from '../../components/ui/MessageBanner';
import { usePageContext } from '../../components/page-context';
import { runtimeConfig } from '../../config/runtime';
import { fill } from '../../lib/i18n/fill';
import { localeTag } from '../../lib/product/price';
import {
  type CustomerPhoto,
  distributionShares,
  type Rating,
  type Review,
  type ReviewPage,
  type ReviewSort,
  reviewSorts,
  reviewsPerPage,
} from '../../lib/reviews';
import { fetchCustomerPhotos, fetchReviewPage, type ReviewsAccess } from '../../services/reviews';
import { ConsentGate } from '../consent';
import type { ReviewMessages } from './messages';
import { RatingStars } from './RatingStars';
import { averageText, reviewCountText, useReviewTexts } from './texts';
import { reviewsAnchor } from './anchor';
import { contentDateOptions } from '../../lib/i18n/date-pattern';
import { dateTimeFormat } from '../../lib/i18n/intl';

/** On wide screens the summary stands left of the list, as review widgets have it. */
const Section = styled.section`
  /* Below the sticky header when the rating's link jumps here. */
  scroll-margin-top: 12rem;
  display: grid;
  gap: 2.4rem 4.8rem;
  align-items: start;
  > h2 {
    margin: 0;
  }
  ${({ theme }) => theme.up('lg')} {
    grid-template-columns: minmax(22rem, 28rem) minmax(0, 1fr);
    > h2 {
      grid-column: 1 / -1;
    }
  }
`;

const Live = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: 2.4rem;
  min-width: 0;
  ${({ theme }) => theme.up('lg')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

const Score = styled.div`
  ${({ theme }) => theme.up('lg')} {
    position: sticky;
    top: 8rem;
  }
  display: grid;
  gap: 0.4rem;
  justify-items: start;
  p {
    margin: 0;
  }
`;

const Average = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 4.8rem;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1;
`;

const Bars = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(10rem, 1fr) auto;
  justify-content: start;
  width: 100%;
  max-width: 36rem;
  margin-top: 1.6rem;
  gap: 0.4rem 1.2rem;
  align-items: center;
  font-size: ${({ theme }) => theme.textSize.sm};
  dt,
  dd {
    margin: 0;
    white-space: nowrap;
  }
  dd:nth-of-type(2n) {
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

const Bar = styled.span<{ $percent: number }>`
  display: block;
  height: 0.8rem;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.color.text} ${({ $percent }) => $percent}%,
    ${({ theme }) => theme.color.surfaceRaised} ${({ $percent }) => $percent}%
  );
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 0.4rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.2rem 2.4rem;
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  label {
    display: flex;
    gap: 0.8rem;
    align-items: center;
  }
`;

const List = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 2.4rem 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Item = styled.article`
  display: grid;
  gap: 0.8rem;
  max-width: ${({ theme }) => theme.layoutWidth.text};
  &:focus {
    outline: none;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  p {
    margin: 0;
  }
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.2rem;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Verified = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.success};
`;

/** One row; the gallery's row scrolls sideways where it is wider than the column. */
const Photos = styled.ul<{ $size: string }>`
  display: flex;
  gap: 0.8rem;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  padding-bottom: 0.4rem;
  li {
    flex: none;
    scroll-snap-align: start;
  }
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radius.card};
    overflow: hidden;
  }
  img {
    display: block;
    width: ${({ $size }) => $size};
    height: ${({ $size }) => $size};
    object-fit: cover;
  }
`;

const MoreButton = styled(LinkButton)`
  justify-self: start;
  min-height: 4.4rem;
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const sortLabels: Record<ReviewSort, keyof ReviewMessages> = {
  newest: 'sortNewest',
  highest: 'sortHighest',
  lowest: 'sortLowest',
  helpful: 'sortHelpful',
  withPhotos: 'sortWithPhotos',
};

const galleryPhotos = 12;

/** The brand's review account as the build configured it. */
const brandAccess: ReviewsAccess = {
  widgetUrl: runtimeConfig.reviews.widgetUrl,
  appKey: runtimeConfig.brand.reviews.appKey,
};

interface ListState {
  status: 'loading' | 'ready' | 'failed';
  reviews: Review[];
  /** The last page read: its summary and paging. */
  last: ReviewPage | null;
}

/** The reviews in the chosen order, page after page; a new order starts again at page one. */
function useReviewList(access: ReviewsAccess, productId: string, sort: ReviewSort) {
  const [state, setState] = useState<ListState>({ status: 'loading', reviews: [], last: null });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading' }));
    fetchReviewPage(access, productId, { page, perPage: reviewsPerPage, sort }, controller.signal).then(
      (answer) =>
        setState((previous) => ({
          status: 'ready',
          reviews: page === 1 ? answer.reviews : [...previous.reviews, ...answer.reviews],
          last: answer,
        })),
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: 'failed' }));
      },
    );
    return () => controller.abort();
    // `attempt` reruns the same read after a failure.
  }, [access, productId, sort, page, attempt]);

  return {
    ...state,
    page,
    more: () => setPage((current) => current + 1),
    restart: () => setPage(1),
    retry: () => setAttempt((count) => count + 1),
  };
}

function PhotoList({
  photos,
  size,
  altOf,
}: {
  photos: { id: string; thumbnailUrl: string; url: string }[];
  size: string;
  altOf: (index: number) => string;
}) {
  return (
    <Photos $size={size}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noopener noreferrer">
            <img src={photo.thumbnailUrl} alt={altOf(index)} width={240} height={240} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </Photos>
  );
}

function ReviewItem({
  review,
  locale,
  focusRef,
}: {
  review: Review;
  locale: string;
  focusRef?: React.Ref<HTMLElement>;
}) {
  const texts = useReviewTexts();
  const titleId = useId();
  // The day in UTC, as content dates: the page context's preset format, no Intl formatter to build.
  const date = dateTimeFormat(locale, contentDateOptions).format(new Date(review.date));
  return (
    <Item aria-labelledby={titleId} ref={focusRef} tabIndex={-1} lang={review.language || undefined}>
      <RatingStars average={review.rating} label={fill(texts.ratingLabel, { average: review.rating })} />
      <h3 id={titleId}>{review.title}</h3>
      <Byline>
        <span>{review.author}</span>
        <time dateTime={review.date}>{date}</time>
        {review.verified && <Verified>{texts.verified}</Verified>}
      </Byline>
      <p>{review.text}</p>
      {review.images.length > 0 && (
        <PhotoList photos={review.images} size="7.2rem" altOf={() => fill(texts.photoAlt, { author: review.author })} />
      )}
      {review.helpfulVotes > 0 && <Byline>{fill(texts.helpful, { count: review.helpfulVotes })}</Byline>}
    </Item>
  );
}

function Gallery({ access, productId }: { access: ReviewsAccess; productId: string }) {
  const texts = useReviewTexts();
  const headingId = useId();
  const [photos, setPhotos] = useState<CustomerPhoto[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // The gallery adds to the list; when it cannot be read the list still shows every photo.
    fetchCustomerPhotos(access, productId, { page: 1, perPage: galleryPhotos }, controller.signal).then(
      (answer) => setPhotos(answer.photos),
      () => setPhotos([]),
    );
    return () => controller.abort();
  }, [access, productId]);
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.photosHeading}</h3>
      <PhotoList
        photos={photos}
        size="12rem"
        altOf={(index) => fill(texts.photoAlt, { author: photos[index]?.author ?? '' })}
      />
    </section>
  );
}

function Distribution({ page }: { page: ReviewPage }) {
  const texts = useReviewTexts();
  return (
    <Bars>
      {distributionShares(page.distribution).map((row) => (
        <React.Fragment key={row.stars}>
          <dt>{row.stars === 1 ? texts.starCountOne : fill(texts.starCount, { stars: row.stars })}</dt>
          <dd aria-hidden="true">
            <Bar $percent={row.percent} />
          </dd>
          <dd>{row.count}</dd>
        </React.Fragment>
      ))}
    </Bars>
  );
}

interface LiveReviewsProps {
  access: ReviewsAccess;
  productId: string;
  gallery: boolean;
  /** The provider's current summary, with each page read. */
  onSummary: (page: ReviewPage) => void;
}

function LiveReviews({ access, productId, gallery, onSummary }: LiveReviewsProps) {
  const texts = useReviewTexts();
  const page = usePageContext();
  const locale = localeTag(page);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const list = useReviewList(access, productId, sort);
  const firstNew = useRef<HTMLElement>(null);
  const focusFrom = useRef<number | null>(null);
  const sortId = useId();

  useEffect(() => {
    if (list.last) onSummary(list.last);
  }, [list.last, onSummary]);
  // After "show more", focus moves to the first review read, so keyboard users read on from there.
  useEffect(() => {
    if (list.status === 'ready' && focusFrom.current !== null) {
      focusFrom.current = null;
      firstNew.current?.focus();
    }
  }, [list.status, list.reviews.length]);

  if (list.status === 'failed' && list.reviews.length === 0) {
    return (
      <MessageBanner variant="fail" message={texts.failed}>
        <LinkButton type="button" onClick={list.retry}>
          {texts.retry}
        </LinkButton>
      </MessageBanner>
    );
  }
  const last = list.last;
  if (!last) return <Status role="status">{texts.loading}</Status>;
  if (last.rating.count === 0) return <p>{texts.noReviews}</p>;
  const hasMore = list.reviews.length < last.total;
  return (
    <>
      {gallery && <Gallery access={access} productId={productId} />}
      <Toolbar>
        <p role="status">{fill(texts.shownCount, { shown: list.reviews.length, total: last.total })}</p>
        <label htmlFor={sortId}>
          {texts.sortLabel}
          <SelectBox
            id={sortId}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              list.restart();
            }}
          >
            {reviewSorts.map((option) => (
              <option key={option} value={option}>
                {texts[sortLabels[option]]}
              </option>
            ))}
          </SelectBox>
        </label>
      </Toolbar>
      <List>
        {list.reviews.map((review, index) => (
          <li key={review.id}>
            <ReviewItem
              review={review}
              locale={locale}
              focusRef={index === (list.page - 1) * reviewsPerPage ? firstNew : undefined}
            />
          </li>
        ))}
      </List>
      {list.status === 'failed' && (
        <MessageBanner variant="fail" message={texts.failed}>
          <LinkButton type="button" onClick={list.retry}>
            {texts.retry}
          </LinkButton>
        </MessageBanner>
      )}
      {list.status === 'loading' && <Status role="status">{texts.loading}</Status>}
      {hasMore && list.status === 'ready' && (
        <MoreButton
          type="button"
          onClick={() => {
            focusFrom.current = list.reviews.length;
            list.more();
          }}
        >
          {texts.showMore}
        </MoreButton>
      )}
    </>
  );
}

export interface ReviewsSectionProps {
  /** The provider's product id: the shop's product number of the parent. */
  productId: string;
  /** The rating the build read; null when it could not read the provider. */
  rating: Rating | null;
  /** The brand's account, gallery flag and cookies (configuration; tests give their own). */
  access?: ReviewsAccess;
  gallery?: boolean;
  setsCookies?: boolean;
}

export default function ReviewsSection({
  productId,
  rating: built,
  access = brandAccess,
  gallery = runtimeConfig.brand.flags.reviewsGallery,
  setsCookies = Boolean(runtimeConfig.brand.reviews.setsCookies),
}: ReviewsSectionProps) {
  const texts = useReviewTexts();
  const page = usePageContext();
  const headingId = useId();
  const [live, setLive] = useState<ReviewPage | null>(null);
  const rating = live?.rating ?? built;
  const shown = rating && rating.count > 0 ? rating : null;
  const average = shown ? averageText(shown.average, localeTag(page)) : '';
  const liveList = <LiveReviews access={access} productId={productId} gallery={gallery} onSummary={setLive} />;
  return (
    <Section id={reviewsAnchor} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      {shown && (
        <Score>
          <Average>{average}</Average>
          <RatingStars average={shown.average} size="2.4rem" label={fill(texts.ratingLabel, { average })} />
          <p>{reviewCountText(texts, shown.count)}</p>
          {live && <Distribution page={live} />}
        </Score>
      )}
      <Live $wide={!shown}>
        {setsCookies ? (
          <ConsentGate feature="reviews" fallback={<p>{texts.consentIntro}</p>}>
            {liveList}
          </ConsentGate>
        ) : (
          liveList
        )}
      </Live>
    </Section>
  );
}
