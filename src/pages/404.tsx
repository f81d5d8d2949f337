import NotFoundPage, { Head as NotFoundHead } from '../templates/not-found';

/** The brand's /404.html: the not-found page of the default locale. */
export default NotFoundPage;
export const Head = NotFoundHead;
