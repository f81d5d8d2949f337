/**
 * What one brand's catalogue is built in: its languages and currencies, and the collections the
 * entity modules fill (categories, property groups, media, products, tags). Collections are
 * insertion-ordered, so the order in which the modules add entities is the order of the output.
 */
import type { BrandName } from '../../../../src/config/schema';
import { idFor } from '../../../common/prng';
import { altTexts, fill, only } from '../copy';
import { currencyIsoOfChannel, defaultCurrencyIso } from '../currencies';
import { isLanguageCode } from '../locales';
import type {
  ChannelInput,
  LanguageCode,
  Localized,
  SeedCategory,
  SeedMedia,
  SeedProduct,
  SeedPropertyGroup,
  SeedPropertyOption,
} from '../types';
import type { Globals } from './globals';
import { addMedia } from './media';

export class BrandContext {
  readonly languages: LanguageCode[];
  /** Currencies of the brand's channels besides the default one. */
  readonly otherCurrencies: string[];
  readonly categories: SeedCategory[] = [];
  readonly categoryByKey = new Map<string, SeedCategory>();
  readonly groups = new Map<string, SeedPropertyGroup>();
  readonly optionByKey = new Map<string, SeedPropertyOption>();
  readonly groupOfOption = new Map<string, string>();
  readonly media = new Map<string, SeedMedia>();
  readonly products: SeedProduct[] = [];
  readonly tags = new Map<string, string>();
  readonly rootId: string;
  readonly brandLogoId: string;
  private productCount = 0;
  private sequence = 10000;

  constructor(
    readonly input: ChannelInput,
    readonly scale: number | null,
    readonly globals: Globals,
  ) {
    const seen: LanguageCode[] = [];
    for (const country of input.countries) {
      for (const language of country.languages) {
        if (!isLanguageCode(language)) {
          throw new Error(`Brand ${input.brand}: language "${language}" has no demo copy (emulators/seed/catalog).`);
        }
        if (!seen.includes(language)) seen.push(language);
      }
    }
    if (!seen.includes('en')) seen.push('en');
    this.languages = seen;
    this.otherCurrencies = [...new Set(input.countries.map((country) => currencyIsoOfChannel(country.code)))].filter(
      (iso) => iso !== defaultCurrencyIso,
    );
    this.rootId = idFor(input.brand, 'category', 'root');
    this.brandLogoId = addMedia(this, `logo:${input.brand}`, {
      fileName: `${input.brand}-logo`,
      width: 800,
      height: 400,
      alt: this.fill(altTexts.logo, { name: input.displayName }),
      drawing: {
        kind: 'logo',
        primary: '#1d1d1f',
        secondary: '#ffffff',
        label: input.displayName,
        variant: 0,
        frame: 'none',
      },
    });
  }

  get brand(): BrandName {
    return this.input.brand;
  }

  loc(text: Localized): Localized {
    return only(text, this.languages);
  }

  /** Fills a template in the brand's languages only (the others are never stored). */
  fill(template: Localized, values: Record<string, string | number | Localized>): Localized {
    return fill(template, values, this.languages);
  }

  tag(name: string): string {
    let id = this.tags.get(name);
    if (!id) {
      id = idFor(this.brand, 'tag', name);
      this.tags.set(name, id);
    }
    return id;
  }

  nextNumber(): string {
    this.sequence += 1;
    return String(this.sequence);
  }

  /** With a scale, whether the brand has its number of product entities. */
  full(): boolean {
    return this.scale !== null && this.productCount >= this.scale;
  }

  push(product: SeedProduct): void {
    this.products.push(product);
    this.productCount += 1;
  }
}
