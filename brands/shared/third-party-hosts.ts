/**
 * Where the brands' third-party services load from beyond the addresses the configuration
 * names (their SDKs fetch more from their own hosts), for the Content-Security-Policy of a
 * live build (src/gatsby/security-headers.ts). A local build talks only to the embedded
 * stand-ins, whose addresses the runtime configuration holds.
 */
export const liveThirdPartySources = {
  script: [
    'https://www.googletagmanager.com',
    'https://cdn.cookielaw.org',
    // reCAPTCHA's loader and its frame's scripts.
    'https://www.google.com',
    'https://www.gstatic.com',
  ],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://cdn.cookielaw.org',
    'https://geolocation.onetrust.com',
    'https://api.storyblok.com',
  ],
  img: [
    'https://a.storyblok.com',
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://cdn.cookielaw.org',
    'https://cdn-yotpo-images-production.yotpo.com',
  ],
  frame: ['https://www.google.com', 'https://www.googletagmanager.com'],
} as const;

/** Players a content video block embeds, in every build (src/features/content/blocks/Video.tsx). */
export const embeddedPlayerHosts = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** The content editor that frames a preview build (`?_storyblok`). */
export const contentEditorOrigin = 'https://app.storyblok.com';
