/**
 * Hands the server's style element to styled-components (see server-styles.ts). Imported first
 * by gatsby-browser.tsx, so it runs before the shell's modules define their styled components and
 * take group numbers; listed under `sideEffects` in package.json, as it exports nothing.
 */
import { adoptServerStyles } from './server-styles';

if (typeof document !== 'undefined') adoptServerStyles();
