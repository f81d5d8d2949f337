import type { LanguageCopy } from './types';

export const en: LanguageCopy = {
  home: {
    latestStories: 'Latest stories',
    currentCampaigns: 'Current offers',
    ourProductLines: 'Our product lines',
    popularNow: 'Popular right now',
    shopByCategory: 'Shop by category',
    viewAll: 'View all',
    discoverLine: 'Discover the {line}',
  },
  sellingPoints: {
    delivery: { title: 'Free delivery from €100', text: 'Parts and accessories arrive within a few working days.' },
    dealers: { title: 'Over 1,000 dealers', text: 'Test ride, fitting and servicing at a shop near you.' },
    frameWarranty: {
      title: 'Lifetime frame warranty',
      text: 'Every frame is checked by hand, and the first owner has a lifetime frame warranty.',
    },
    partsWarranty: {
      title: 'Two-year warranty',
      text: 'On every part and accessory, backed by our dealers across Europe.',
    },
    partsFit: {
      title: 'Parts that fit',
      text: 'Every product page lists sizes and standards, so you order the part that fits your bike.',
    },
    dispatch: {
      title: 'Fast dispatch',
      text: 'Free delivery from €100; parts in stock leave our warehouse the next working day.',
    },
  },
  newsletter: {
    title: 'Stay in the saddle',
    text: 'Riding tips, new models and offers once a month, straight to your inbox.',
    placeholder: 'Your e-mail address',
    button: 'Sign up',
    consent: 'I agree to receive the newsletter and can unsubscribe at any time.',
    thanks: 'Thank you! Please check your inbox to confirm your subscription.',
  },
  cookie: {
    title: 'We use cookies',
    text: 'We use cookies to make this site work, to measure visits and to show videos and maps. You choose which ones we may use.',
    accept: 'Accept all',
    reject: 'Only necessary cookies',
    settings: 'Cookie settings',
  },
  footer: {
    aboutBrand: 'About {brand}',
    shipping: 'Delivery',
    payment: 'Payment',
    follow: 'Follow {brand} on {platform}',
  },
  listings: {
    storiesIntro: 'Workshop know-how, buying guides and stories from the road.',
    campaignsIntro: 'Current offers and seasonal deals at your dealer.',
    productLinesIntro: 'Every model family at a glance, from city bikes to e-MTBs.',
    contactIntro: 'Questions about your bike or your order? Choose how you would like to reach us.',
    shippingTitle: 'Delivery options',
    shippingIntro: 'How your order gets to you, and how to return it.',
    paymentTitle: 'Payment methods',
    paymentIntro: 'Pay the way that suits you. Every payment is encrypted.',
  },
  topics: {
    chainCare: {
      title: 'How to clean and oil your chain',
      intro: 'A clean, lightly oiled chain shifts smoothly, runs quietly and lasts twice as long.',
      steps: [
        'Wipe the chain with a dry cloth while you pedal backwards.',
        'Scrub stubborn dirt off with a brush and a little degreaser.',
        'Put one drop of chain oil on every roller, then wipe off the excess.',
      ],
      tip: 'Oil the chain the evening before a ride so the lube can settle overnight.',
    },
    winterCommuting: {
      title: 'Commuting by bike in winter',
      intro: 'With good lights, the right tyres and a few habits, the ride to work stays safe all winter.',
      steps: [
        'Fit bright front and rear lights and check them every morning.',
        'Lower your tyre pressure a little for more grip on wet roads.',
        'Rinse road salt off the frame and chain at least once a week.',
      ],
      tip: 'Keep a pair of dry gloves at work for the ride home.',
    },
    batteryRange: {
      title: 'Getting more range from your e-bike battery',
      intro: 'How far you get depends less on the battery than on how you ride.',
      steps: [
        'Start off in a low gear and shift up early.',
        'Use the eco mode on the flat and save the power for climbs.',
        'Keep the tyres pumped up to the pressure on the sidewall.',
      ],
      tip: 'Store the battery indoors at around half charge when you will not ride for a while.',
    },
    firstBike: {
      title: 'Choosing your child’s first bike',
      intro: 'The right size matters more than the number of gears: a bike that fits builds confidence.',
      steps: [
        'Measure your child’s inside leg, not their age.',
        'Both feet should touch the ground when sitting on the saddle.',
        'Check that small hands can reach and pull the brake levers.',
      ],
      tip: 'Choose a light bike: children ride further on a bike they can lift themselves.',
    },
    helmetReplacement: {
      title: 'When to replace your helmet',
      intro: 'A helmet protects you once. After a crash or a few years of use it needs replacing.',
      steps: [
        'Replace it after any impact, even if you cannot see damage.',
        'Check the shell and foam for cracks and dents every season.',
        'Swap it after five years at the latest, as the foam hardens.',
      ],
      tip: 'Store your helmet out of the sun and away from the radiator.',
    },
    bikeRack: {
      title: 'Buying guide: the right bike rack for your car',
      intro: 'Tow bar, roof or boot: which rack suits you depends on your car and your bikes.',
      steps: [
        'Check the maximum load of your tow bar or roof bars.',
        'Weigh your bikes, e-bikes in particular, before you buy.',
        'Choose a tilting rack so you can still open the boot.',
      ],
      tip: 'Take the batteries off e-bikes before the drive and carry them inside the car.',
    },
    tyrePressure: {
      title: 'The right tyre pressure for every ride',
      intro: 'Correct pressure makes a bike faster, more comfortable and less prone to punctures.',
      steps: [
        'Read the pressure range printed on the tyre sidewall.',
        'Pump up to the upper value for tarmac and lower for gravel.',
        'Check the pressure every two weeks with a gauge.',
      ],
      tip: 'Heavier riders and loaded bikes need the upper end of the range.',
    },
  },
  categories: {
    maintenance: 'Maintenance',
    commuting: 'Commuting',
    eBikes: 'E-bikes',
    family: 'Family',
    safety: 'Safety',
    buyingGuide: 'Buying guide',
  },
  article: {
    stepsTitle: 'Step by step',
    tipTitle: 'Our workshop tip',
    myth: 'Maintenance can wait until something breaks.',
    mythFix: 'Little and often keeps your bike safe and saves money.',
    quote: 'Most repairs we see could have been avoided with ten minutes of care a month.',
    quoteRole: 'workshop manager',
    readNext: 'Read next:',
    moreOn: 'More models and technical details on the {brand} website.',
    writeTo: 'Questions? Write to our service team:',
    download: 'Download the checklist',
    backToSteps: 'Back to the steps',
    visitDealer: ['Not sure? Your dealer will gladly help.', 'Find a shop near you in the dealer locator.'],
    watchVideo: 'Watch the video',
    formIntro: 'Send us your question with the form below and we will reply within two working days.',
  },
  campaigns: {
    springService: {
      title: 'Service check',
      intro: 'Get your bike ready for the season with a full check at your dealer.',
      text: 'Brakes, gears, tyres and lights are checked and adjusted, and e-bikes get the latest software update.',
      cta: 'Book a service',
    },
    testRideWeeks: {
      title: 'Test ride weeks',
      intro: 'Try our new models on your own roads, free of charge.',
      text: 'Choose a bike, pick it up at a participating dealer and ride it for a weekend before you decide.',
      cta: 'Find a test centre',
    },
    winterLights: {
      title: 'See and be seen',
      intro: '20% off light sets and reflective gear while the campaign runs.',
      text: 'Short days and wet roads call for bright lights. Our dealers fit them for free when you buy.',
      cta: 'Shop lights',
    },
    wearParts: {
      title: 'Fresh wear parts',
      intro: '15% off chains, brake pads and tyres while the campaign runs.',
      text: 'Every product page lists the sizes and standards a part fits. Your dealer fits it for you, or follow our tutorials and do it yourself.',
      cta: 'Find a dealer',
    },
    carrierSeason: {
      title: 'Ready for the road trip',
      intro: 'Bike carriers, bags and baskets for every tour.',
      text: 'Choose the carrier that matches your tow bar or roof bars and the weight of your bikes; your dealer shows you how to fit it.',
      cta: 'Find a dealer',
    },
  },
  lineKinds: {
    cityE: 'The {line} is the {brand} e-bike for everyday trips: easy to ride, comfortable and reliable.',
    trekkingE: 'The {line} takes you on long tours with power to spare, loaded or not.',
    mountainE: 'The {line} is built for steep climbs and technical descents with a powerful motor.',
    city: 'The {line} is a {brand} city bike that is made for daily riding in all weathers.',
    trekking: 'The {line} is a versatile touring bike for commuting and weekend trips alike.',
    mountain: 'The {line} is a mountain bike for riders who want more from every trail.',
    kids: 'The {line} is a light, safe bike that grows with young riders’ confidence.',
    parts: 'The {line} range covers the {brand} parts that keep your bike running smoothly.',
    accessories: 'The {line} range brings together {brand} accessories for every ride.',
  },
  lineBody: 'Every {line} is tested on the road before it reaches your dealer, and comes in several frame sizes.',
  contact: {
    phone: { title: 'Call us', text: 'Our customer service answers questions about orders, delivery and warranty.' },
    email: { title: 'Send an e-mail', text: 'Write to us any time and we will reply within two working days.' },
    form: { title: 'Contact form', text: 'Tell us what it is about and we will route your message to the right team.' },
  },
  openingHours: 'Monday to Friday, 9:00 to 17:00',
  shipping: {
    homeDelivery: {
      text: 'We deliver parts and accessories to your door. Bikes arrive ready to ride.',
      time: '3 to 5 working days',
    },
    dealerDelivery: {
      text: 'Pick up your order at a dealer near you, assembled and adjusted.',
      time: '1 to 2 weeks',
    },
  },
  returns: {
    parcelShop: {
      title: 'Return via a parcel shop',
      text: 'Print the return label and drop the parcel at a parcel shop.',
    },
    dealerReturn: { title: 'Return at your dealer', text: 'Bring the item back to the dealer where you collected it.' },
  },
  payment: {
    paypal: { text: 'Pay with your PayPal account without entering your card details.' },
    klarna: { text: 'Spread the cost of your bike over monthly instalments.' },
    transfer: { text: 'Transfer the amount in advance; we ship as soon as it arrives.' },
  },
  pages: {
    about: {
      title: 'About {brand}',
      text: 'At {brand} we design bikes for real roads and real riders, and we test every model before it reaches a dealer.',
    },
    privacy: {
      title: 'Privacy policy',
      text: 'We process your personal data only to handle your order and your questions, and never sell it to third parties.',
    },
    legalNotice: {
      title: 'Legal notice',
      text: 'This website is published by {brand}. Responsible for the content is the management of the company.',
    },
  },
  splash: {
    title: 'Welcome to {brand}',
    text: 'Choose your country and language to see the models and prices that apply to you.',
    cta: 'Enter the site',
  },
  storeLocator: {
    intro: 'Find a dealer near you for a test ride, advice or service.',
    collectInStore: 'Collect in store',
    testCenter: 'Test centre',
    bikeTypes: 'Bike types',
  },
  search: {
    intro: 'Search for bikes, parts, stories and service topics.',
    placeholder: 'What are you looking for?',
    noResults: 'No results. Try a different word or browse the categories.',
  },
  faqTitle: 'Frequently asked questions',
  faq: [
    {
      question: 'How long does delivery take?',
      answer: 'Parts and accessories usually arrive within 3 to 5 working days; bikes are delivered via your dealer.',
    },
    {
      question: 'Can I return my order?',
      answer: 'Yes, you can return unused items within 30 days. Bikes are returned via the dealer.',
    },
    {
      question: 'Where do I find my frame number?',
      answer: 'The frame number is stamped under the bottom bracket and printed on your purchase receipt.',
    },
  ],
};
