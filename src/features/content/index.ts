/** The public face of the content feature: other features, the shell and the templates import only this. */
export { ContentDataProvider, useContentData } from './blocks/content-data';
export { CampaignListingPage } from './pages/CampaignListingPage';
export { CampaignPage } from './pages/CampaignPage';
export { CategoryPage } from './pages/CategoryPage';
export { ContactMethodListingPage } from './pages/ContactMethodListingPage';
export { ContactMethodPage } from './pages/ContactMethodPage';
export { ContentPage } from './pages/ContentPage';
export { HomePage } from './pages/HomePage';
export { PaymentMethodListingPage } from './pages/PaymentMethodListingPage';
export { PaymentMethodPage } from './pages/PaymentMethodPage';
export { ProductLineListingPage } from './pages/ProductLineListingPage';
export { ProductLinePage } from './pages/ProductLinePage';
export { PublicationListingPage } from './pages/PublicationListingPage';
export { PublicationPage } from './pages/PublicationPage';
export { SearchPage } from './pages/SearchPage';
export { ShippingMethodListingPage } from './pages/ShippingMethodListingPage';
export { ShippingMethodPage } from './pages/ShippingMethodPage';
export { SplashPage } from './pages/SplashPage';
export { StoreLocatorPage } from './pages/StoreLocatorPage';
export {
  parseListedStories,
  useStoryContent,
  type StoryData,
  type StoryListData,
  parseStoryContent,
  seoOf,
} from './pages/story';
export { storyHeadExtras } from './pages/structured-data';
