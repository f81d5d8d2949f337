/**
 * How a build reaches the content service: the emulator in local mode, Storyblok live; the
 * public token and published content, or in preview builds (CONTENT_PREVIEW=1) the preview
 * token and drafts. Only preview builds hand their access to the browser.
 */
import { backendMode, localContentTokens, localContentUrl } from './backends';
import { ConfigurationError } from './errors';
import type { BrandConfig } from './schema';

type Env = Record<string, string | undefined>;

export interface ContentAccess {
  accessToken: string;
  /** API endpoint including /v2; undefined means Storyblok's own. */
  endpoint?: string;
  version: 'draft' | 'published';
}

export function isPreviewBuild(env: Env): boolean {
  return env.CONTENT_PREVIEW === '1' || env.CONTENT_PREVIEW === 'true';
}

export function contentAccess(brand: Pick<BrandConfig, 'name'>, env: Env): ContentAccess {
  const preview = isPreviewBuild(env);
  const version = preview ? 'draft' : 'published';
  if (backendMode(env) === 'local') {
    const tokens = localContentTokens(brand.name);
    return {
      accessToken: preview ? tokens.previewToken : tokens.publicToken,
      endpoint: `${localContentUrl(env)}/v2`,
      version,
    };
  }
  const variable = preview ? 'STORYBLOK_PREVIEW_TOKEN' : 'STORYBLOK_TOKEN';
  const accessToken = env[variable];
  if (!accessToken) {
    throw new ConfigurationError(`${variable} must be set to build ${brand.name} against live content.`);
  }
  return { accessToken, version };
}
