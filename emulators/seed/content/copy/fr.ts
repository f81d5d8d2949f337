import type { LanguageCopy } from './types';

export const fr: LanguageCopy = {
  home: {
    latestStories: 'Derniers articles',
    currentCampaigns: 'Offres du moment',
    ourProductLines: 'Nos gammes',
    popularNow: 'Les plus demandés',
    shopByCategory: 'Parcourir par catégorie',
    viewAll: 'Tout voir',
    discoverLine: 'Découvrez le {line}',
  },
  sellingPoints: {
    delivery: { title: 'Livraison offerte dès 100 €', text: 'Pièces et accessoires livrés en quelques jours ouvrés.' },
    dealers: {
      title: 'Plus de 1 000 revendeurs',
      text: 'Essai, réglage et entretien chez un revendeur près de chez vous.',
    },
    frameWarranty: {
      title: 'Garantie cadre à vie',
      text: 'Chaque cadre est contrôlé à la main, et le premier propriétaire bénéficie d’une garantie cadre à vie.',
    },
    partsWarranty: {
      title: 'Garantie deux ans',
      text: 'Sur toutes les pièces et tous les accessoires, avec notre réseau de revendeurs en Europe.',
    },
    partsFit: {
      title: 'Des pièces compatibles',
      text: 'Chaque fiche produit indique tailles et standards, pour commander la pièce qui va sur votre vélo.',
    },
    dispatch: {
      title: 'Expédition rapide',
      text: 'Livraison offerte dès 100 € ; les pièces en stock quittent notre entrepôt le jour ouvré suivant.',
    },
  },
  newsletter: {
    title: 'Restez en selle',
    text: 'Conseils, nouveaux modèles et offres une fois par mois dans votre boîte mail.',
    placeholder: 'Votre adresse e-mail',
    button: 'S’inscrire',
    consent: 'J’accepte de recevoir la newsletter et je peux me désinscrire à tout moment.',
    thanks: 'Merci ! Veuillez confirmer votre inscription grâce au lien de notre e-mail.',
  },
  cookie: {
    title: 'Nous utilisons des cookies',
    text: 'Nous utilisons des cookies pour faire fonctionner ce site, mesurer les visites et afficher vidéos et cartes. Vous choisissez lesquels nous pouvons utiliser.',
    accept: 'Tout accepter',
    reject: 'Cookies nécessaires uniquement',
    settings: 'Paramètres des cookies',
  },
  footer: {
    aboutBrand: 'À propos de {brand}',
    shipping: 'Livraison',
    payment: 'Paiement',
    follow: 'Suivez {brand} sur {platform}',
  },
  listings: {
    storiesIntro: 'Conseils d’atelier, guides d’achat et récits de route.',
    campaignsIntro: 'Offres du moment et promotions de saison chez votre revendeur.',
    productLinesIntro: 'Toutes nos familles de modèles, du vélo de ville au VTT électrique.',
    contactIntro: 'Une question sur votre vélo ou votre commande ? Choisissez comment nous joindre.',
    shippingTitle: 'Modes de livraison',
    shippingIntro: 'Comment votre commande arrive chez vous, et comment la retourner.',
    paymentTitle: 'Moyens de paiement',
    paymentIntro: 'Payez comme vous le souhaitez. Chaque paiement est chiffré.',
  },
  topics: {
    chainCare: {
      title: 'Nettoyer et lubrifier sa chaîne de vélo',
      intro:
        'Une chaîne propre et légèrement huilée passe bien les vitesses, reste silencieuse et dure deux fois plus longtemps.',
      steps: [
        'Essuyez la chaîne avec un chiffon sec en pédalant en arrière.',
        'Retirez la saleté tenace avec une brosse et un peu de dégraissant.',
        'Déposez une goutte d’huile sur chaque rouleau, puis essuyez l’excédent.',
      ],
      tip: 'Lubrifiez la chaîne la veille de la sortie pour que l’huile pénètre pendant la nuit.',
    },
    winterCommuting: {
      title: 'Aller au travail à vélo en hiver',
      intro: 'Avec un bon éclairage, les bons pneus et quelques habitudes, le trajet reste sûr tout l’hiver.',
      steps: [
        'Installez des feux avant et arrière puissants et vérifiez-les chaque matin.',
        'Baissez un peu la pression des pneus pour plus d’adhérence sur route mouillée.',
        'Rincez le sel de déneigement du cadre et de la chaîne chaque semaine.',
      ],
      tip: 'Gardez une paire de gants secs au bureau pour le retour.',
    },
    batteryRange: {
      title: 'Gagner en autonomie avec la batterie de son VAE',
      intro: 'La distance parcourue dépend moins de la batterie que de votre façon de rouler.',
      steps: [
        'Démarrez sur un petit braquet et passez les vitesses tôt.',
        'Utilisez le mode éco sur le plat et gardez la puissance pour les montées.',
        'Gonflez les pneus à la pression indiquée sur le flanc.',
      ],
      tip: 'Stockez la batterie à l’intérieur, chargée à moitié, si vous ne roulez pas pendant un moment.',
    },
    firstBike: {
      title: 'Choisir le premier vélo de son enfant',
      intro: 'La bonne taille compte plus que le nombre de vitesses : un vélo adapté donne confiance.',
      steps: [
        'Mesurez l’entrejambe de votre enfant plutôt que de vous fier à son âge.',
        'Assis sur la selle, il doit toucher le sol des deux pieds.',
        'Vérifiez que ses petites mains atteignent et actionnent les leviers de frein.',
      ],
      tip: 'Choisissez un vélo léger : un enfant roule plus loin avec un vélo qu’il peut soulever seul.',
    },
    helmetReplacement: {
      title: 'Quand remplacer son casque de vélo',
      intro: 'Un casque ne protège qu’une fois. Après une chute ou quelques années, il faut le changer.',
      steps: [
        'Remplacez-le après tout choc, même sans dégât visible.',
        'Contrôlez chaque saison la coque et la mousse pour repérer fissures et bosses.',
        'Changez-le au plus tard après cinq ans, car la mousse durcit.',
      ],
      tip: 'Rangez votre casque à l’abri du soleil et loin du radiateur.',
    },
    bikeRack: {
      title: 'Guide d’achat : bien choisir son porte-vélos',
      intro: 'Sur attelage, sur le toit ou sur le hayon : le bon porte-vélos dépend de votre voiture et de vos vélos.',
      steps: [
        'Vérifiez la charge maximale de votre attelage ou de vos barres de toit.',
        'Pesez vos vélos avant l’achat, surtout les vélos électriques.',
        'Choisissez un modèle basculant pour pouvoir ouvrir le coffre.',
      ],
      tip: 'Retirez les batteries des vélos électriques et transportez-les dans la voiture.',
    },
    tyrePressure: {
      title: 'La bonne pression des pneus pour chaque sortie',
      intro: 'Une pression adaptée rend le vélo plus rapide, plus confortable et moins sensible aux crevaisons.',
      steps: [
        'Lisez la plage de pression inscrite sur le flanc du pneu.',
        'Gonflez à la valeur haute pour l’asphalte et plus bas pour les chemins.',
        'Contrôlez la pression toutes les deux semaines avec un manomètre.',
      ],
      tip: 'Les cyclistes plus lourds et les vélos chargés ont besoin du haut de la plage.',
    },
  },
  categories: {
    maintenance: 'Entretien',
    commuting: 'Vélotaf',
    eBikes: 'Vélos électriques',
    family: 'Famille',
    safety: 'Sécurité',
    buyingGuide: 'Guide d’achat',
  },
  article: {
    stepsTitle: 'Étape par étape',
    tipTitle: 'Le conseil de l’atelier',
    myth: 'L’entretien peut attendre que quelque chose casse.',
    mythFix: 'Un peu d’entretien régulier garde votre vélo sûr et fait faire des économies.',
    quote: 'La plupart des réparations que nous voyons auraient pu être évitées avec dix minutes d’entretien par mois.',
    quoteRole: 'chef d’atelier',
    readNext: 'À lire aussi :',
    moreOn: 'Plus de modèles et de détails techniques sur le site de {brand}.',
    writeTo: 'Des questions ? Écrivez à notre service client :',
    download: 'Télécharger la check-list',
    backToSteps: 'Retour aux étapes',
    visitDealer: [
      'Un doute ? Votre revendeur vous aide volontiers.',
      'Trouvez un magasin près de chez vous dans notre recherche de revendeurs.',
    ],
    watchVideo: 'Voir la vidéo',
    formIntro: 'Envoyez-nous votre question avec le formulaire ci-dessous, nous répondons sous deux jours ouvrés.',
  },
  campaigns: {
    springService: {
      title: 'Révision complète',
      intro: 'Préparez votre vélo pour la saison avec une révision complète chez votre revendeur.',
      text: 'Freins, transmission, pneus et éclairage sont contrôlés et réglés, et les vélos électriques reçoivent la dernière mise à jour.',
      cta: 'Réserver une révision',
    },
    testRideWeeks: {
      title: 'Semaines d’essai',
      intro: 'Essayez gratuitement nos nouveaux modèles sur vos propres routes.',
      text: 'Choisissez un vélo, récupérez-le chez un revendeur participant et roulez tout un week-end avant de décider.',
      cta: 'Trouver un centre d’essai',
    },
    winterLights: {
      title: 'Voir et être vu',
      intro: '-20 % sur les kits d’éclairage et les équipements réfléchissants pendant toute la durée de l’opération.',
      text: 'Jours courts et routes mouillées exigent un bon éclairage. Nos revendeurs le montent gratuitement à l’achat.',
      cta: 'Voir l’éclairage',
    },
    wearParts: {
      title: 'Pièces d’usure neuves',
      intro: '-15 % sur les chaînes, plaquettes de frein et pneus pendant toute la durée de l’opération.',
      text: 'Chaque fiche produit indique les tailles et standards compatibles. Votre revendeur monte la pièce, ou suivez nos tutoriels pour le faire vous-même.',
      cta: 'Trouver un revendeur',
    },
    carrierSeason: {
      title: 'Prêt pour le voyage',
      intro: 'Porte-vélos, sacoches et paniers pour chaque sortie.',
      text: 'Choisissez le porte-vélos adapté à votre attelage ou à vos barres de toit et au poids de vos vélos ; votre revendeur vous montre le montage.',
      cta: 'Trouver un revendeur',
    },
  },
  lineKinds: {
    cityE: 'Le {line} est le vélo électrique {brand} du quotidien : facile, confortable et fiable.',
    trekkingE: 'Le {line} vous emmène sur de longues randonnées avec de la puissance à revendre, chargé ou non.',
    mountainE: 'Le {line} est conçu pour les montées raides et les descentes techniques, avec un moteur puissant.',
    city: 'Le {line} est un vélo de ville {brand} fait pour rouler chaque jour, par tous les temps.',
    trekking: 'Le {line} est un vélo polyvalent pour les trajets quotidiens comme pour les sorties du week-end.',
    mountain: 'Le {line} est un VTT pour celles et ceux qui veulent tirer le meilleur de chaque sentier.',
    kids: 'Le {line} est un vélo léger et sûr qui grandit avec la confiance des jeunes cyclistes.',
    parts: 'La gamme {line} réunit les composants {brand} qui font tourner votre vélo sans accroc.',
    accessories: 'La gamme {line} rassemble les accessoires {brand} pour chaque sortie.',
  },
  lineBody:
    'Chaque {line} est testé sur route avant d’arriver chez votre revendeur et existe en plusieurs tailles de cadre.',
  contact: {
    phone: {
      title: 'Appelez-nous',
      text: 'Notre service client répond à vos questions sur la commande, la livraison et la garantie.',
    },
    email: { title: 'Écrivez-nous', text: 'Écrivez-nous à tout moment, nous répondons sous deux jours ouvrés.' },
    form: {
      title: 'Formulaire de contact',
      text: 'Dites-nous de quoi il s’agit et nous transmettrons votre message à la bonne équipe.',
    },
  },
  openingHours: 'Du lundi au vendredi, de 9 h à 17 h',
  shipping: {
    homeDelivery: {
      text: 'Nous livrons pièces et accessoires à votre porte. Les vélos arrivent prêts à rouler.',
      time: '3 à 5 jours ouvrés',
    },
    dealerDelivery: {
      text: 'Récupérez votre commande montée et réglée chez un revendeur près de chez vous.',
      time: '1 à 2 semaines',
    },
  },
  returns: {
    parcelShop: {
      title: 'Retour en point relais',
      text: 'Imprimez l’étiquette de retour et déposez le colis dans un point relais.',
    },
    dealerReturn: {
      title: 'Retour chez le revendeur',
      text: 'Rapportez l’article au revendeur où vous l’avez retiré.',
    },
  },
  payment: {
    paypal: { text: 'Payez avec votre compte PayPal sans saisir vos données de carte.' },
    klarna: { text: 'Étalez le prix de votre vélo en mensualités.' },
    transfer: { text: 'Virez le montant à l’avance ; nous expédions dès réception.' },
  },
  pages: {
    about: {
      title: 'À propos de {brand}',
      text: 'Chez {brand}, nous concevons des vélos pour de vraies routes et de vrais cyclistes, et nous testons chaque modèle avant qu’il n’arrive chez un revendeur.',
    },
    privacy: {
      title: 'Politique de confidentialité',
      text: 'Nous traitons vos données personnelles uniquement pour gérer votre commande et vos demandes, et nous ne les vendons jamais à des tiers.',
    },
    legalNotice: {
      title: 'Mentions légales',
      text: 'Ce site est édité par {brand}. La direction de la société est responsable de son contenu.',
    },
  },
  splash: {
    title: 'Bienvenue chez {brand}',
    text: 'Choisissez votre pays et votre langue pour voir les modèles et les prix qui vous concernent.',
    cta: 'Accéder au site',
  },
  storeLocator: {
    intro: 'Trouvez un revendeur près de chez vous pour un essai, un conseil ou un entretien.',
    collectInStore: 'Retrait en magasin',
    testCenter: 'Centre d’essai',
    bikeTypes: 'Types de vélos',
  },
  search: {
    intro: 'Recherchez des vélos, des pièces, des articles et des sujets de service.',
    placeholder: 'Que recherchez-vous ?',
    noResults: 'Aucun résultat. Essayez un autre mot ou parcourez les catégories.',
  },
  faqTitle: 'Questions fréquentes',
  faq: [
    {
      question: 'Quel est le délai de livraison ?',
      answer:
        'Les pièces et accessoires arrivent en général sous 3 à 5 jours ouvrés ; les vélos sont livrés chez votre revendeur.',
    },
    {
      question: 'Puis-je retourner ma commande ?',
      answer:
        'Oui, vous pouvez retourner les articles non utilisés sous 30 jours. Les vélos sont retournés via le revendeur.',
    },
    {
      question: 'Où trouver mon numéro de cadre ?',
      answer: 'Le numéro de cadre est frappé sous le boîtier de pédalier et figure sur votre facture.',
    },
  ],
};
