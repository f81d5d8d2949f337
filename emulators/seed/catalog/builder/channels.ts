/** The brand's sales channels: one per country, in the country's languages and currency. */
import { localAccessKey } from '../../../../src/config/backends';
import { idFor } from '../../../common/prng';
import { bankAccountOf } from '../bank-accounts';
import { currencyId, currencyIsoOfChannel } from '../currencies';
import { channelCountries, countryId, isLanguageCode, languageId } from '../locales';
import type { SeedSalesChannel } from '../types';
import type { BrandContext } from './context';

export function buildSalesChannels(ctx: BrandContext): SeedSalesChannel[] {
  return ctx.input.countries.map((country) => {
    const isos = channelCountries(country.code);
    const languages = country.languages.filter(isLanguageCode);
    return {
      id: idFor('sales-channel', ctx.brand, country.code),
      brand: ctx.brand,
      country: country.code,
      accessKey: localAccessKey(ctx.brand, country.code),
      name: `${ctx.input.displayName} ${country.code.toUpperCase()}`,
      languageIds: languages.map(languageId),
      currencyId: currencyId(currencyIsoOfChannel(country.code)),
      countryId: countryId(isos[0] as string),
      countryIds: isos.map(countryId),
      navigationCategoryId: ctx.rootId,
      shippingMethodIds: ctx.globals.shippingMethods.map((method) => method.id),
      paymentMethodIds: ctx.globals.paymentMethods.map((method) => method.id),
      bankAccount: bankAccountOf(ctx.brand),
      customerGroupId: ctx.globals.customerGroupId,
      domains: languages.map((language) => ({
        url: `${ctx.input.siteUrl.replace(/\/$/, '')}/${country.code}${ctx.input.localeSeparator}${language}`,
        languageId: languageId(language),
      })),
    };
  });
}
