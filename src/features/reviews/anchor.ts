/** The id of the product page's review section, which the rating beside the name links to. */
export const reviewsAnchor = 'reviews';
