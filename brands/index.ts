/**
 * Every brand's definition, by name. Node-side only: the browser bundle receives just the
 * chosen brand's validated configuration (see src/config/runtime.ts).
 */
import type { BrandDefinition, BrandName } from '../src/config/schema';
import { config as ghost } from './ghost/config';
import { theme as ghostTheme } from './ghost/tokens';
import { config as haibike } from './haibike/config';
import { theme as haibikeTheme } from './haibike/tokens';
import { config as lapierre } from './lapierre/config';
import { theme as lapierreTheme } from './lapierre/tokens';
import { config as raleigh } from './raleigh/config';
import { theme as raleighTheme } from './raleigh/tokens';
import { config as sparta } from './sparta/config';
import { theme as spartaTheme } from './sparta/tokens';
import { config as winora } from './winora/config';
import { theme as winoraTheme } from './winora/tokens';
import { config as xlc } from './xlc/config';
import { theme as xlcTheme } from './xlc/tokens';

export const brandDefinitions: Record<BrandName, BrandDefinition> = {
  lapierre: { ...lapierre, theme: lapierreTheme },
  raleigh: { ...raleigh, theme: raleighTheme },
  sparta: { ...sparta, theme: spartaTheme },
  xlc: { ...xlc, theme: xlcTheme },
  ghost: { ...ghost, theme: ghostTheme },
  winora: { ...winora, theme: winoraTheme },
  haibike: { ...haibike, theme: haibikeTheme },
};
