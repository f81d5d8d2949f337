/**
 * Gatsby writes the page's path into an inline script of every page
 * (`window.pagePath="/gb/en/..."`), so no two pages share its text, and a Content-Security-
 * Policy could allow it only with a hash per page. Here (gatsby-ssr `onPreRenderHTML`) that
 * script becomes one text for every page, which reads the path from its element's attribute:
 * the site's policy then allows all of Gatsby's inline scripts with one hash each.
 */
import React, { type ReactNode } from 'react';

export const pagePathAttribute = 'data-page-path';

/** The script every page runs in place of Gatsby's: the same text on every page. */
export const pagePathScript = `window.pagePath=document.currentScript.getAttribute(${JSON.stringify(pagePathAttribute)});`;

/** Gatsby's script text, as its static entry writes it without inline page data. */
const gatsbyScript = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

interface ScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html: string };
}

/**
 * The body components with Gatsby's script loader replaced; throws when its text is not the
 * one this replaces (a Gatsby upgrade that writes more into it must be looked at, not lost).
 */
export function withConstantScriptLoader(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement<ScriptProps>(component) || component.props.id !== 'gatsby-script-loader')
      return component;
    const text = component.props.dangerouslySetInnerHTML?.__html ?? '';
    const match = gatsbyScript.exec(text);
    if (!match?.[1]) throw new Error(`Gatsby's script loader has an unexpected text: ${text.slice(0, 200)}`);
    const pagePath = JSON.parse(match[1]) as string;
    return (
      <script
        key={component.key ?? 'script-loader'}
        id="gatsby-script-loader"
        {...{ [pagePathAttribute]: pagePath }}
        dangerouslySetInnerHTML={{ __html: pagePathScript }}
      />
    );
  });
}
