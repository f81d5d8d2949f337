/**
 * Texts of 'notify me' on a product page whose shown variant is out of stock (issue 16), in
 * every language a brand serves. Build code and tests only: a page gets its language through
 * the page context.
 */
export interface NotifyMeMessages {
  title: string;
  intro: string;
  email: string;
  /** `{brand}`: the brand's name. The text is stored with the wish, as the shopper agreed to it. */
  consent: string;
  submit: string;
  sending: string;
  /** `{email}`, `{name}`: the address and the product. */
  registered: string;
  /** `{email}`, `{name}`: the address was already on the list. */
  known: string;
  failed: string;
  emailRequired: string;
  emailInvalid: string;
  consentRequired: string;
}

const en: NotifyMeMessages = {
  title: 'Tell me when it is back',
  intro:
    'This version is out of stock. Leave your e-mail address and we will write to you once it can be ordered again.',
  email: 'E-mail address',
  consent: '{brand} may e-mail me once when this product is available again. My address is used for nothing else.',
  submit: 'Notify me',
  sending: 'Sending…',
  registered: 'Thank you. We will e-mail {email} as soon as {name} is available again.',
  known: '{email} is already on the list for {name}. We will write as soon as it is back.',
  failed: 'Your request could not be sent. Please try again.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, e.g. name@example.com.',
  consentRequired: 'Please agree, so that we may e-mail you.',
};

export const notifyMeMessages: Record<string, NotifyMeMessages> = {
  en,
  de: {
    title: 'Benachrichtigen, wenn verfügbar',
    intro:
      'Diese Ausführung ist nicht vorrätig. Hinterlassen Sie Ihre E-Mail-Adresse, und wir schreiben Ihnen, sobald sie wieder bestellbar ist.',
    email: 'E-Mail-Adresse',
    consent:
      '{brand} darf mir einmal eine E-Mail senden, wenn dieses Produkt wieder verfügbar ist. Meine Adresse wird für nichts anderes verwendet.',
    submit: 'Benachrichtigen',
    sending: 'Wird gesendet…',
    registered: 'Vielen Dank. Wir schreiben an {email}, sobald {name} wieder verfügbar ist.',
    known: '{email} steht bereits auf der Liste für {name}. Wir schreiben, sobald es wieder da ist.',
    failed: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    consentRequired: 'Bitte stimmen Sie zu, damit wir Ihnen schreiben dürfen.',
  },
  fr: {
    title: 'Me prévenir du retour en stock',
    intro:
      'Cette version est en rupture de stock. Laissez votre adresse e-mail et nous vous écrirons dès qu’elle pourra de nouveau être commandée.',
    email: 'Adresse e-mail',
    consent:
      '{brand} peut m’envoyer un e-mail, une seule fois, quand ce produit sera de nouveau disponible. Mon adresse ne sert à rien d’autre.',
    submit: 'Me prévenir',
    sending: 'Envoi…',
    registered: 'Merci. Nous écrirons à {email} dès que {name} sera de nouveau disponible.',
    known: '{email} figure déjà sur la liste pour {name}. Nous écrirons dès son retour.',
    failed: 'Votre demande n’a pas pu être envoyée. Veuillez réessayer.',
    emailRequired: 'Veuillez saisir votre adresse e-mail.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide, par ex. nom@example.com.',
    consentRequired: 'Veuillez donner votre accord pour que nous puissions vous écrire.',
  },
  nl: {
    title: 'Laat het me weten als hij terug is',
    intro:
      'Deze uitvoering is niet op voorraad. Laat je e-mailadres achter en we schrijven je zodra hij weer te bestellen is.',
    email: 'E-mailadres',
    consent:
      '{brand} mag me één keer e-mailen wanneer dit product weer beschikbaar is. Mijn adres wordt nergens anders voor gebruikt.',
    submit: 'Houd me op de hoogte',
    sending: 'Bezig met verzenden…',
    registered: 'Bedankt. We e-mailen {email} zodra {name} weer beschikbaar is.',
    known: '{email} staat al op de lijst voor {name}. We schrijven zodra hij terug is.',
    failed: 'Je aanvraag kon niet worden verzonden. Probeer het opnieuw.',
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Vul een geldig e-mailadres in, bijv. naam@example.com.',
    consentRequired: 'Geef je toestemming, zodat we je mogen e-mailen.',
  },
  it: {
    title: 'Avvisami quando torna disponibile',
    intro:
      'Questa versione non è disponibile. Lascia il tuo indirizzo e-mail e ti scriveremo appena si potrà ordinare di nuovo.',
    email: 'Indirizzo e-mail',
    consent:
      '{brand} può inviarmi un’e-mail, una sola volta, quando questo prodotto sarà di nuovo disponibile. Il mio indirizzo non sarà usato per altro.',
    submit: 'Avvisami',
    sending: 'Invio in corso…',
    registered: 'Grazie. Scriveremo a {email} appena {name} sarà di nuovo disponibile.',
    known: '{email} è già nella lista per {name}. Scriveremo appena torna disponibile.',
    failed: 'Non è stato possibile inviare la richiesta. Riprova.',
    emailRequired: 'Inserisci il tuo indirizzo e-mail.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido, ad es. nome@example.com.',
    consentRequired: 'Dai il tuo consenso, così potremo scriverti.',
  },
  es: {
    title: 'Avísame cuando vuelva',
    intro:
      'Esta versión está agotada. Déjanos tu dirección de correo y te escribiremos en cuanto se pueda volver a pedir.',
    email: 'Correo electrónico',
    consent:
      '{brand} puede enviarme un correo, una sola vez, cuando este producto vuelva a estar disponible. Mi dirección no se usa para nada más.',
    submit: 'Avísame',
    sending: 'Enviando…',
    registered: 'Gracias. Escribiremos a {email} en cuanto {name} vuelva a estar disponible.',
    known: '{email} ya está en la lista de {name}. Escribiremos en cuanto vuelva.',
    failed: 'No se ha podido enviar tu solicitud. Inténtalo de nuevo.',
    emailRequired: 'Introduce tu dirección de correo.',
    emailInvalid: 'Introduce una dirección de correo válida, p. ej. nombre@example.com.',
    consentRequired: 'Da tu consentimiento para que podamos escribirte.',
  },
  fi: {
    title: 'Ilmoita, kun tuote palaa',
    intro: 'Tämä versio on loppunut. Jätä sähköpostiosoitteesi, niin kirjoitamme, kun sen voi taas tilata.',
    email: 'Sähköpostiosoite',
    consent:
      '{brand} saa lähettää minulle yhden sähköpostin, kun tämä tuote on taas saatavilla. Osoitettani ei käytetä muuhun.',
    submit: 'Ilmoita minulle',
    sending: 'Lähetetään…',
    registered: 'Kiitos. Kirjoitamme osoitteeseen {email}, kun {name} on taas saatavilla.',
    known: '{email} on jo listalla tuotteel{name}. Kirjoitamme heti, kun se palaa.',
    failed: 'Pyyntöä ei voitu lähettää. Yritä uudelleen.',
    emailRequired: 'Anna sähköpostiosoitteesi.',
    emailInvalid: 'Anna kelvollinen sähköpostiosoite, esim. nimi@example.com.',
    consentRequired: 'Anna suostumuksesi, jotta voimme kirjoittaa sinulle.',
  },
  sv: {
    title: 'Meddela mig när den är tillbaka',
    intro: 'Den här versionen är slut i lager. Lämna din e-postadress så skriver vi när den går att beställa igen.',
    email: 'E-postadress',
    consent:
      '{brand} får mejla mig en gång när den här produkten finns igen. Min adress används inte till något annat.',
    submit: 'Meddela mig',
    sending: 'Skickar…',
    registered: 'Tack. Vi mejlar {email} så snart {name} finns igen.',
    known: '{email} står redan på listan för {name}. Vi skriver så snart den är tillbaka.',
    failed: 'Din förfrågan kunde inte skickas. Försök igen.',
    emailRequired: 'Ange din e-postadress.',
    emailInvalid: 'Ange en giltig e-postadress, t.ex. namn@example.com.',
    consentRequired: 'Ge ditt samtycke så att vi får mejla dig.',
  },
  da: {
    title: 'Giv mig besked, når den er tilbage',
    intro: 'Denne udgave er udsolgt. Skriv din e-mailadresse, så skriver vi til dig, når den kan bestilles igen.',
    email: 'E-mailadresse',
    consent: '{brand} må sende mig én e-mail, når dette produkt er på lager igen. Min adresse bruges ikke til andet.',
    submit: 'Giv mig besked',
    sending: 'Sender…',
    registered: 'Tak. Vi skriver til {email}, så snart {name} er på lager igen.',
    known: '{email} står allerede på listen for {name}. Vi skriver, så snart den er tilbage.',
    failed: 'Din forespørgsel kunne ikke sendes. Prøv igen.',
    emailRequired: 'Skriv din e-mailadresse.',
    emailInvalid: 'Skriv en gyldig e-mailadresse, f.eks. navn@example.com.',
    consentRequired: 'Giv dit samtykke, så vi må skrive til dig.',
  },
  cs: {
    title: 'Dejte mi vědět, až bude skladem',
    intro: 'Toto provedení není skladem. Zanechte nám svůj e-mail a napíšeme vám, jakmile půjde znovu objednat.',
    email: 'E-mailová adresa',
    consent:
      '{brand} mi smí jednou poslat e-mail, až bude tento produkt znovu k dispozici. Moje adresa se k ničemu jinému nepoužije.',
    submit: 'Upozornit mě',
    sending: 'Odesílá se…',
    registered: 'Děkujeme. Napíšeme na {email}, jakmile bu{name} znovu k dispozici.',
    known: '{email} už je na seznamu pro {name}. Napíšeme, jakmile bude zpět.',
    failed: 'Požadavek se nepodařilo odeslat. Zkuste to prosím znovu.',
    emailRequired: 'Zadejte prosím svůj e-mail.',
    emailInvalid: 'Zadejte prosím platný e-mail, např. jmeno@example.com.',
    consentRequired: 'Udělte prosím souhlas, abychom vám mohli napsat.',
  },
  pl: {
    title: 'Powiadom mnie o dostępności',
    intro: 'Ta wersja jest niedostępna. Zostaw swój adres e-mail, a napiszemy, gdy znów będzie można ją zamówić.',
    email: 'Adres e-mail',
    consent:
      '{brand} może wysłać mi jeden e-mail, gdy ten produkt znów będzie dostępny. Mój adres nie będzie używany do niczego innego.',
    submit: 'Powiadom mnie',
    sending: 'Wysyłanie…',
    registered: 'Dziękujemy. Napiszemy na {email}, gdy {name} znów będzie dostępny.',
    known: '{email} jest już na liście d{name}. Napiszemy, gdy tylko wróci.',
    failed: 'Nie udało się wysłać prośby. Spróbuj ponownie.',
    emailRequired: 'Podaj swój adres e-mail.',
    emailInvalid: 'Podaj prawidłowy adres e-mail, np. imie@example.com.',
    consentRequired: 'Wyraź zgodę, abyśmy mogli do Ciebie napisać.',
  },
};

/** The texts of a language (English where a language has none, which a test rules out). */
export function notifyMeTexts(language: string): NotifyMeMessages {
  return notifyMeMessages[language] ?? en;
}
