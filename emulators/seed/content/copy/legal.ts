/**
 * The shop's terms and withdrawal pages per copy language: a title, an introduction and the
 * sections a consumer reads before ordering (`{brand}` filled by the generator). Kept apart from
 * the language files because these pages have a section structure the other pages lack.
 */
import type { CopyLanguage, TitledText } from './types';

export interface LegalPageCopy extends TitledText {
  sections: readonly [TitledText, TitledText, TitledText];
}

export type LegalCopyKey = 'terms' | 'withdrawal';

export const legalCopy: Record<CopyLanguage, Record<LegalCopyKey, LegalPageCopy>> = {
  en: {
    terms: {
      title: 'Terms and conditions',
      text: 'These terms apply to every order placed in the {brand} online shop by consumers.',
      sections: [
        {
          title: 'Contract',
          text: 'Your order is an offer to buy. The contract is made when we confirm the dispatch or the handover of the goods to your dealer by email.',
        },
        {
          title: 'Prices and payment',
          text: 'All prices include VAT. Delivery costs are shown in the basket and at checkout before you order. You pay with one of the payment methods offered at checkout.',
        },
        {
          title: 'Delivery and retention of title',
          text: 'We deliver to the address or dealer you choose. The goods remain our property until they are paid in full.',
        },
      ],
    },
    withdrawal: {
      title: 'Right of withdrawal',
      text: 'As a consumer you may withdraw from your contract within 14 days without giving any reason.',
      sections: [
        {
          title: 'Withdrawal period',
          text: 'The withdrawal period is 14 days from the day on which you, or a third party named by you, take possession of the goods.',
        },
        {
          title: 'How to withdraw',
          text: 'Tell {brand} customer service of your decision by a clear statement, for example by letter or email. Sending it before the period ends is enough.',
        },
        {
          title: 'Consequences of withdrawal',
          text: 'We refund all payments, including standard delivery costs, within 14 days of receiving your withdrawal, using the means of payment you used. You bear the direct cost of returning the goods.',
        },
      ],
    },
  },
  de: {
    terms: {
      title: 'AGB',
      text: 'Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen von Verbrauchern im Onlineshop von {brand}.',
      sections: [
        {
          title: 'Vertragsschluss',
          text: 'Deine Bestellung ist ein Angebot zum Kauf. Der Vertrag kommt zustande, wenn wir den Versand oder die Übergabe an deinen Händler per E-Mail bestätigen.',
        },
        {
          title: 'Preise und Zahlung',
          text: 'Alle Preise enthalten die Mehrwertsteuer. Versandkosten siehst du im Warenkorb und an der Kasse, bevor du bestellst. Du bezahlst mit einer der an der Kasse angebotenen Zahlungsarten.',
        },
        {
          title: 'Lieferung und Eigentumsvorbehalt',
          text: 'Wir liefern an die gewählte Adresse oder den gewählten Händler. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.',
        },
      ],
    },
    withdrawal: {
      title: 'Widerrufsbelehrung',
      text: 'Als Verbraucher hast du das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      sections: [
        {
          title: 'Widerrufsfrist',
          text: 'Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem du oder ein von dir benannter Dritter die Ware in Besitz genommen hast.',
        },
        {
          title: 'Ausübung des Widerrufs',
          text: 'Teile dem Kundenservice von {brand} deinen Entschluss mit einer eindeutigen Erklärung mit, etwa per Brief oder E-Mail. Zur Wahrung der Frist genügt die rechtzeitige Absendung.',
        },
        {
          title: 'Folgen des Widerrufs',
          text: 'Wir erstatten alle Zahlungen einschließlich der Standardlieferkosten binnen 14 Tagen nach Eingang deines Widerrufs über das von dir genutzte Zahlungsmittel. Die unmittelbaren Kosten der Rücksendung trägst du.',
        },
      ],
    },
  },
  fr: {
    terms: {
      title: 'Conditions générales de vente',
      text: 'Ces conditions s’appliquent à toute commande passée par un consommateur dans la boutique en ligne {brand}.',
      sections: [
        {
          title: 'Conclusion du contrat',
          text: 'Votre commande est une offre d’achat. Le contrat est conclu lorsque nous confirmons par e-mail l’expédition ou la remise des articles à votre revendeur.',
        },
        {
          title: 'Prix et paiement',
          text: 'Tous les prix sont TTC. Les frais de livraison sont indiqués dans le panier et lors de la commande. Vous payez avec l’un des moyens de paiement proposés.',
        },
        {
          title: 'Livraison et réserve de propriété',
          text: 'Nous livrons à l’adresse ou chez le revendeur de votre choix. Les articles restent notre propriété jusqu’à leur paiement complet.',
        },
      ],
    },
    withdrawal: {
      title: 'Droit de rétractation',
      text: 'En tant que consommateur, vous pouvez vous rétracter de votre contrat dans un délai de 14 jours sans donner de motif.',
      sections: [
        {
          title: 'Délai de rétractation',
          text: 'Le délai est de 14 jours à compter du jour où vous, ou un tiers désigné par vous, prenez possession des articles.',
        },
        {
          title: 'Exercer votre droit',
          text: 'Informez le service client {brand} de votre décision par une déclaration claire, par courrier ou par e-mail. Il suffit de l’envoyer avant la fin du délai.',
        },
        {
          title: 'Effets de la rétractation',
          text: 'Nous vous remboursons tous les paiements, frais de livraison standard compris, dans les 14 jours suivant votre rétractation, par le moyen de paiement utilisé. Les frais directs de renvoi sont à votre charge.',
        },
      ],
    },
  },
  nl: {
    terms: {
      title: 'Algemene voorwaarden',
      text: 'Deze voorwaarden gelden voor elke bestelling van consumenten in de webshop van {brand}.',
      sections: [
        {
          title: 'Totstandkoming van de overeenkomst',
          text: 'Je bestelling is een aanbod om te kopen. De overeenkomst komt tot stand zodra we de verzending of de overdracht aan je dealer per e-mail bevestigen.',
        },
        {
          title: 'Prijzen en betaling',
          text: 'Alle prijzen zijn inclusief btw. Verzendkosten zie je in de winkelwagen en bij het afrekenen voordat je bestelt. Je betaalt met een van de aangeboden betaalmethoden.',
        },
        {
          title: 'Levering en eigendomsvoorbehoud',
          text: 'We leveren op het adres of bij de dealer die je kiest. De artikelen blijven ons eigendom tot ze volledig zijn betaald.',
        },
      ],
    },
    withdrawal: {
      title: 'Herroepingsrecht',
      text: 'Als consument kun je de overeenkomst binnen 14 dagen zonder opgave van redenen herroepen.',
      sections: [
        {
          title: 'Bedenktijd',
          text: 'De bedenktijd is 14 dagen vanaf de dag waarop jij, of een door jou aangewezen derde, de artikelen ontvangt.',
        },
        {
          title: 'Zo herroep je',
          text: 'Laat de klantenservice van {brand} je besluit weten met een duidelijke verklaring, bijvoorbeeld per brief of e-mail. Versturen binnen de termijn is voldoende.',
        },
        {
          title: 'Gevolgen van de herroeping',
          text: 'We betalen alle betalingen, inclusief standaard verzendkosten, binnen 14 dagen na je herroeping terug via het betaalmiddel dat je gebruikte. De directe kosten van het terugsturen zijn voor jou.',
        },
      ],
    },
  },
  it: {
    terms: {
      title: 'Condizioni generali di vendita',
      text: 'Queste condizioni valgono per ogni ordine effettuato da consumatori nel negozio online di {brand}.',
      sections: [
        {
          title: 'Conclusione del contratto',
          text: 'Il tuo ordine è una proposta d’acquisto. Il contratto è concluso quando confermiamo via e-mail la spedizione o la consegna al tuo rivenditore.',
        },
        {
          title: 'Prezzi e pagamento',
          text: 'Tutti i prezzi includono l’IVA. Le spese di consegna sono indicate nel carrello e alla cassa prima dell’ordine. Paghi con uno dei metodi di pagamento offerti.',
        },
        {
          title: 'Consegna e riserva di proprietà',
          text: 'Consegniamo all’indirizzo o al rivenditore che scegli. La merce resta di nostra proprietà fino al pagamento completo.',
        },
      ],
    },
    withdrawal: {
      title: 'Diritto di recesso',
      text: 'Come consumatore puoi recedere dal contratto entro 14 giorni senza indicarne il motivo.',
      sections: [
        {
          title: 'Periodo di recesso',
          text: 'Il periodo di recesso è di 14 giorni dal giorno in cui tu, o un terzo da te indicato, entri in possesso della merce.',
        },
        {
          title: 'Come recedere',
          text: 'Comunica la tua decisione al servizio clienti {brand} con una dichiarazione esplicita, per lettera o e-mail. Basta inviarla prima della scadenza.',
        },
        {
          title: 'Effetti del recesso',
          text: 'Ti rimborsiamo tutti i pagamenti, incluse le spese di consegna standard, entro 14 giorni dal recesso con lo stesso mezzo di pagamento. I costi diretti della restituzione sono a tuo carico.',
        },
      ],
    },
  },
  es: {
    terms: {
      title: 'Condiciones generales',
      text: 'Estas condiciones se aplican a todos los pedidos que los consumidores realizan en la tienda online de {brand}.',
      sections: [
        {
          title: 'Celebración del contrato',
          text: 'Tu pedido es una oferta de compra. El contrato se celebra cuando confirmamos por correo electrónico el envío o la entrega a tu distribuidor.',
        },
        {
          title: 'Precios y pago',
          text: 'Todos los precios incluyen el IVA. Los gastos de envío se muestran en la cesta y en el pago antes de pedir. Pagas con uno de los métodos de pago ofrecidos.',
        },
        {
          title: 'Entrega y reserva de dominio',
          text: 'Entregamos en la dirección o en el distribuidor que elijas. Los artículos son de nuestra propiedad hasta su pago completo.',
        },
      ],
    },
    withdrawal: {
      title: 'Derecho de desistimiento',
      text: 'Como consumidor puedes desistir del contrato en un plazo de 14 días sin indicar el motivo.',
      sections: [
        {
          title: 'Plazo de desistimiento',
          text: 'El plazo es de 14 días desde el día en que tú, o un tercero indicado por ti, adquieres la posesión de los artículos.',
        },
        {
          title: 'Cómo desistir',
          text: 'Comunica tu decisión al servicio de atención al cliente de {brand} mediante una declaración inequívoca, por carta o correo electrónico. Basta con enviarla antes de que venza el plazo.',
        },
        {
          title: 'Consecuencias del desistimiento',
          text: 'Te devolvemos todos los pagos, incluidos los gastos de envío estándar, en un plazo de 14 días con el mismo medio de pago. Los costes directos de devolución corren de tu cuenta.',
        },
      ],
    },
  },
  fi: {
    terms: {
      title: 'Toimitusehdot',
      text: 'Näitä ehtoja sovelletaan kaikkiin kuluttajien tilauksiin {brand}-verkkokaupassa.',
      sections: [
        {
          title: 'Sopimuksen syntyminen',
          text: 'Tilauksesi on ostotarjous. Sopimus syntyy, kun vahvistamme lähetyksen tai luovutuksen jälleenmyyjällesi sähköpostitse.',
        },
        {
          title: 'Hinnat ja maksaminen',
          text: 'Hinnat sisältävät arvonlisäveron. Toimituskulut näet ostoskorissa ja kassalla ennen tilausta. Maksat jollakin kassalla tarjotuista maksutavoista.',
        },
        {
          title: 'Toimitus ja omistuksenpidätys',
          text: 'Toimitamme valitsemaasi osoitteeseen tai jälleenmyyjälle. Tuotteet pysyvät omaisuutenamme, kunnes ne on maksettu kokonaan.',
        },
      ],
    },
    withdrawal: {
      title: 'Peruuttamisoikeus',
      text: 'Kuluttajana voit peruuttaa sopimuksen 14 päivän kuluessa ilmoittamatta syytä.',
      sections: [
        {
          title: 'Peruuttamisaika',
          text: 'Peruuttamisaika on 14 päivää siitä päivästä, jona sinä tai nimeämäsi henkilö saa tuotteet haltuunsa.',
        },
        {
          title: 'Näin peruutat',
          text: 'Ilmoita päätöksestäsi {brand}-asiakaspalvelulle yksiselitteisellä ilmoituksella, esimerkiksi kirjeellä tai sähköpostilla. Riittää, että lähetät sen ennen määräajan päättymistä.',
        },
        {
          title: 'Peruuttamisen vaikutukset',
          text: 'Palautamme kaikki maksut vakiotoimituskulut mukaan lukien 14 päivän kuluessa samalla maksutavalla. Palautuksen välittömät kulut maksat itse.',
        },
      ],
    },
  },
  sv: {
    terms: {
      title: 'Allmänna villkor',
      text: 'Dessa villkor gäller för alla beställningar som konsumenter gör i {brand}s webbutik.',
      sections: [
        {
          title: 'Avtalets ingående',
          text: 'Din beställning är ett erbjudande att köpa. Avtalet ingås när vi bekräftar leveransen eller överlämnandet till din återförsäljare via e-post.',
        },
        {
          title: 'Priser och betalning',
          text: 'Alla priser inkluderar moms. Fraktkostnaden visas i varukorgen och i kassan innan du beställer. Du betalar med något av betalsätten i kassan.',
        },
        {
          title: 'Leverans och äganderättsförbehåll',
          text: 'Vi levererar till den adress eller återförsäljare du väljer. Varorna förblir vår egendom tills de är fullt betalda.',
        },
      ],
    },
    withdrawal: {
      title: 'Ångerrätt',
      text: 'Som konsument kan du ångra ditt köp inom 14 dagar utan att ange skäl.',
      sections: [
        {
          title: 'Ångerfrist',
          text: 'Ångerfristen är 14 dagar från den dag då du, eller någon du har utsett, tar emot varorna.',
        },
        {
          title: 'Så ångrar du köpet',
          text: 'Meddela {brand}s kundtjänst ditt beslut med ett tydligt meddelande, till exempel brev eller e-post. Det räcker att du skickar det innan fristen löper ut.',
        },
        {
          title: 'Följder av ångerrätten',
          text: 'Vi betalar tillbaka alla betalningar, inklusive standardfrakt, inom 14 dagar med samma betalsätt. De direkta kostnaderna för returen står du för.',
        },
      ],
    },
  },
  da: {
    terms: {
      title: 'Handelsbetingelser',
      text: 'Disse betingelser gælder for alle forbrugeres bestillinger i {brand}s webshop.',
      sections: [
        {
          title: 'Aftalens indgåelse',
          text: 'Din bestilling er et tilbud om køb. Aftalen er indgået, når vi bekræfter afsendelsen eller overdragelsen til din forhandler pr. e-mail.',
        },
        {
          title: 'Priser og betaling',
          text: 'Alle priser er inklusive moms. Fragtomkostninger vises i kurven og ved kassen, før du bestiller. Du betaler med en af de tilbudte betalingsmåder.',
        },
        {
          title: 'Levering og ejendomsforbehold',
          text: 'Vi leverer til den adresse eller forhandler, du vælger. Varerne forbliver vores ejendom, indtil de er betalt fuldt ud.',
        },
      ],
    },
    withdrawal: {
      title: 'Fortrydelsesret',
      text: 'Som forbruger kan du fortryde aftalen inden for 14 dage uden at give nogen begrundelse.',
      sections: [
        {
          title: 'Fortrydelsesfrist',
          text: 'Fristen er 14 dage fra den dag, hvor du eller en person, du har udpeget, får varerne i fysisk besiddelse.',
        },
        {
          title: 'Sådan fortryder du',
          text: 'Giv {brand}s kundeservice besked om din beslutning med en utvetydig erklæring, fx brev eller e-mail. Det er nok at sende den inden fristens udløb.',
        },
        {
          title: 'Virkninger af fortrydelse',
          text: 'Vi tilbagebetaler alle betalinger inklusive standardlevering inden for 14 dage med samme betalingsmiddel. Du betaler selv de direkte omkostninger ved returnering.',
        },
      ],
    },
  },
  cs: {
    terms: {
      title: 'Obchodní podmínky',
      text: 'Tyto podmínky platí pro všechny objednávky spotřebitelů v e-shopu {brand}.',
      sections: [
        {
          title: 'Uzavření smlouvy',
          text: 'Vaše objednávka je nabídkou ke koupi. Smlouva je uzavřena, jakmile e-mailem potvrdíme odeslání nebo předání zboží vašemu prodejci.',
        },
        {
          title: 'Ceny a platba',
          text: 'Všechny ceny jsou včetně DPH. Náklady na doručení vidíte v košíku a v pokladně před objednáním. Platíte jedním z nabízených způsobů platby.',
        },
        {
          title: 'Doručení a výhrada vlastnictví',
          text: 'Doručujeme na zvolenou adresu nebo k zvolenému prodejci. Zboží zůstává naším vlastnictvím až do úplného zaplacení.',
        },
      ],
    },
    withdrawal: {
      title: 'Právo na odstoupení od smlouvy',
      text: 'Jako spotřebitel můžete od smlouvy odstoupit do 14 dnů bez udání důvodu.',
      sections: [
        {
          title: 'Lhůta pro odstoupení',
          text: 'Lhůta činí 14 dnů ode dne, kdy vy nebo vámi určená třetí osoba převezmete zboží.',
        },
        {
          title: 'Jak odstoupit',
          text: 'Oznamte své rozhodnutí zákaznickému servisu {brand} jednoznačným prohlášením, například dopisem nebo e-mailem. Stačí je odeslat před koncem lhůty.',
        },
        {
          title: 'Důsledky odstoupení',
          text: 'Všechny platby včetně standardního doručení vrátíme do 14 dnů stejným platebním prostředkem. Přímé náklady na vrácení zboží nesete vy.',
        },
      ],
    },
  },
  pl: {
    terms: {
      title: 'Regulamin sklepu',
      text: 'Niniejszy regulamin dotyczy wszystkich zamówień składanych przez konsumentów w sklepie internetowym {brand}.',
      sections: [
        {
          title: 'Zawarcie umowy',
          text: 'Twoje zamówienie jest ofertą zakupu. Umowa zostaje zawarta, gdy potwierdzimy e-mailem wysyłkę lub przekazanie towaru Twojemu sprzedawcy.',
        },
        {
          title: 'Ceny i płatność',
          text: 'Wszystkie ceny zawierają VAT. Koszty dostawy widzisz w koszyku i w kasie przed złożeniem zamówienia. Płacisz jedną z oferowanych metod płatności.',
        },
        {
          title: 'Dostawa i zastrzeżenie własności',
          text: 'Dostarczamy pod wybrany adres lub do wybranego sprzedawcy. Towar pozostaje naszą własnością do pełnej zapłaty.',
        },
      ],
    },
    withdrawal: {
      title: 'Prawo odstąpienia od umowy',
      text: 'Jako konsument możesz odstąpić od umowy w ciągu 14 dni bez podania przyczyny.',
      sections: [
        {
          title: 'Termin odstąpienia',
          text: 'Termin wynosi 14 dni od dnia, w którym Ty lub wskazana przez Ciebie osoba trzecia wejdziesz w posiadanie towaru.',
        },
        {
          title: 'Jak odstąpić',
          text: 'Poinformuj obsługę klienta {brand} o swojej decyzji w jednoznacznym oświadczeniu, np. listem lub e-mailem. Wystarczy wysłać je przed upływem terminu.',
        },
        {
          title: 'Skutki odstąpienia',
          text: 'Zwracamy wszystkie płatności, w tym koszty standardowej dostawy, w ciągu 14 dni tym samym środkiem płatności. Bezpośrednie koszty zwrotu towaru ponosisz Ty.',
        },
      ],
    },
  },
};
