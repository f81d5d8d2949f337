/**
 * The raw answers of the review provider's API (Yotpo-shaped), as the stand-in gives them: the
 * widget API (reviews, bottom line, photo album; public, by app key) and the account API (OAuth
 * token, bottom lines of every product; by token).
 */

export interface YotpoStatus {
  code: number;
  message: string;
}

export interface YotpoErrorStatus extends YotpoStatus {
  /** 'app_key_not_found' | 'invalid_parameter' | 'authorization_error' | 'not_found' | 'rate_limit' | 'service_unavailable' */
  error_type: string;
}

/** 400, 401 (account API), 404, 429 and 503 answers. */
export interface YotpoErrorResponse {
  status: YotpoErrorStatus;
}

export interface YotpoImage {
  id: number;
  thumb_url: string;
  original_url: string;
}

export interface YotpoReview {
  id: number;
  score: number;
  votes_up: number;
  votes_down: number;
  content: string;
  title: string;
  /** ISO 8601, UTC, e.g. '2025-04-02T09:14:07.000Z'. */
  created_at: string;
  verified_buyer: boolean;
  /** Language code the review is written in, e.g. 'de'. */
  language: string;
  user: { display_name: string };
  images_data: YotpoImage[];
}

export type StarDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface YotpoBottomline {
  total_review: number;
  /** Mean score of all the product's reviews, 2 decimals; 0 without reviews. */
  average_score: number;
  star_distribution: StarDistribution;
}

export interface YotpoProduct {
  /** The provider's own product id. */
  id: number;
  /** The shop's product id (what the widget was asked for). */
  domain_key: string;
  name: string;
}

/** GET /v1/widget/:appKey/products/:productId/reviews.json */
export interface YotpoReviewsResponse {
  status: YotpoStatus;
  response: {
    /** `total` counts the reviews that match the `star` filter. */
    paging: { current_page: number; per_page: number; total: number };
    /** Always all the product's reviews, whatever the filter. */
    bottomline: YotpoBottomline;
    /** The product asked for; empty for a product the app does not know. */
    products: YotpoProduct[];
    reviews: YotpoReview[];
  };
}

/** GET /products/:appKey/:productId/bottomline */
export interface YotpoProductBottomlineResponse {
  status: YotpoStatus;
  response: { bottomline: { average_score: number; total_reviews: number } };
}

export interface YotpoAlbumImage {
  image_id: number;
  thumb_url: string;
  original_url: string;
  review_id: number;
  score: number;
  display_name: string;
  created_at: string;
}

/** GET /v1/widget/:appKey/albums/product/:productId */
export interface YotpoAlbumResponse {
  status: YotpoStatus;
  response: { images: YotpoAlbumImage[]; pagination: { page: number; per_page: number; total: number } };
}

/** POST /oauth/token */
export interface YotpoTokenResponse {
  access_token: string;
  token_type: 'bearer';
}

/** 401 of POST /oauth/token. */
export interface YotpoTokenError {
  error: 'invalid_client';
}

export interface YotpoProductBottomLine {
  domain_key: string;
  /** Mean score, 2 decimals. */
  product_score: number;
  total_reviews: number;
}

/** GET /v1/apps/:appKey/bottom_lines */
export interface YotpoBottomLinesResponse {
  status: YotpoStatus;
  response: { bottomlines: YotpoProductBottomLine[] };
}
