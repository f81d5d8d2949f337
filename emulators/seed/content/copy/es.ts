import type { LanguageCopy } from './types';

export const es: LanguageCopy = {
  home: {
    latestStories: 'Últimos artículos',
    currentCampaigns: 'Ofertas actuales',
    ourProductLines: 'Nuestras gamas',
    popularNow: 'Lo más buscado',
    shopByCategory: 'Comprar por categoría',
    viewAll: 'Ver todo',
    discoverLine: 'Descubre la {line}',
  },
  sellingPoints: {
    delivery: { title: 'Envío gratis desde 100 €', text: 'Recambios y accesorios en casa en pocos días laborables.' },
    dealers: {
      title: 'Más de 1.000 distribuidores',
      text: 'Prueba, ajuste y mantenimiento en una tienda cerca de ti.',
    },
    frameWarranty: {
      title: 'Garantía de por vida en el cuadro',
      text: 'Cada cuadro se revisa a mano y el primer propietario tiene garantía de por vida en el cuadro.',
    },
    partsWarranty: {
      title: 'Dos años de garantía',
      text: 'En todos los componentes y accesorios, con el respaldo de nuestra red de distribuidores en Europa.',
    },
    partsFit: {
      title: 'Piezas compatibles',
      text: 'Cada página de producto indica medidas y estándares para que pidas la pieza que encaja en tu bici.',
    },
    dispatch: {
      title: 'Envío rápido',
      text: 'Envío gratis desde 100 €; las piezas en stock salen de nuestro almacén el siguiente día laborable.',
    },
  },
  newsletter: {
    title: 'No te bajes de la bici',
    text: 'Consejos, nuevos modelos y ofertas una vez al mes en tu bandeja de entrada.',
    placeholder: 'Tu correo electrónico',
    button: 'Suscribirme',
    consent: 'Acepto recibir la newsletter y puedo darme de baja en cualquier momento.',
    thanks: '¡Gracias! Confirma tu suscripción con el enlace de nuestro correo.',
  },
  cookie: {
    title: 'Usamos cookies',
    text: 'Usamos cookies para que este sitio funcione, medir las visitas y mostrar vídeos y mapas. Tú eliges cuáles podemos usar.',
    accept: 'Aceptar todas',
    reject: 'Solo las necesarias',
    settings: 'Configuración de cookies',
  },
  footer: {
    aboutBrand: 'Sobre {brand}',
    shipping: 'Envío',
    payment: 'Pago',
    follow: 'Sigue a {brand} en {platform}',
  },
  listings: {
    storiesIntro: 'Consejos de taller, guías de compra e historias sobre ruedas.',
    campaignsIntro: 'Ofertas y promociones de temporada en tu distribuidor.',
    productLinesIntro: 'Todas las familias de modelos, desde la bici urbana hasta la e-MTB.',
    contactIntro: '¿Preguntas sobre tu bici o tu pedido? Elige cómo contactarnos.',
    shippingTitle: 'Opciones de envío',
    shippingIntro: 'Cómo llega tu pedido y cómo devolverlo.',
    paymentTitle: 'Métodos de pago',
    paymentIntro: 'Paga como prefieras. Todos los pagos están cifrados.',
  },
  topics: {
    chainCare: {
      title: 'Cómo limpiar y engrasar la cadena',
      intro: 'Una cadena limpia y ligeramente lubricada cambia con suavidad, no hace ruido y dura el doble.',
      steps: [
        'Pasa un trapo seco por la cadena mientras pedaleas hacia atrás.',
        'Quita la suciedad incrustada con un cepillo y un poco de desengrasante.',
        'Pon una gota de lubricante en cada rodillo y retira el sobrante.',
      ],
      tip: 'Lubrica la cadena la noche anterior a la salida para que el aceite penetre.',
    },
    winterCommuting: {
      title: 'Ir al trabajo en bici en invierno',
      intro: 'Con buenas luces, los neumáticos adecuados y algunos hábitos, el trayecto es seguro todo el invierno.',
      steps: [
        'Monta luces delanteras y traseras potentes y revísalas cada mañana.',
        'Baja un poco la presión de los neumáticos para tener más agarre en mojado.',
        'Aclara la sal de la carretera del cuadro y la cadena al menos una vez por semana.',
      ],
      tip: 'Deja unos guantes secos en la oficina para la vuelta a casa.',
    },
    batteryRange: {
      title: 'Más autonomía con la batería de tu e-bike',
      intro: 'Hasta dónde llegas depende menos de la batería que de cómo pedaleas.',
      steps: [
        'Arranca con un desarrollo corto y cambia pronto.',
        'Usa el modo eco en llano y guarda la potencia para las subidas.',
        'Infla los neumáticos a la presión indicada en el flanco.',
      ],
      tip: 'Si no vas a usarla durante un tiempo, guarda la batería en casa a media carga.',
    },
    firstBike: {
      title: 'Cómo elegir la primera bici de tu hijo',
      intro: 'La talla adecuada importa más que el número de marchas: una bici a su medida da confianza.',
      steps: [
        'Mide la entrepierna de tu hijo en lugar de fijarte en su edad.',
        'Sentado en el sillín, debe tocar el suelo con ambos pies.',
        'Comprueba que sus manos alcanzan y accionan las manetas de freno.',
      ],
      tip: 'Elige una bici ligera: los niños llegan más lejos con una bici que pueden levantar solos.',
    },
    helmetReplacement: {
      title: 'Cuándo cambiar el casco de bici',
      intro: 'Un casco protege una sola vez. Tras una caída o unos años de uso hay que sustituirlo.',
      steps: [
        'Cámbialo después de cualquier golpe, aunque no veas daños.',
        'Revisa cada temporada la carcasa y el interior en busca de grietas y abolladuras.',
        'Sustitúyelo a los cinco años como máximo, porque la espuma se endurece.',
      ],
      tip: 'Guarda el casco lejos del sol y de los radiadores.',
    },
    bikeRack: {
      title: 'Guía de compra: el portabicis adecuado para tu coche',
      intro: 'De bola, de techo o de portón: el portabicis ideal depende de tu coche y de tus bicis.',
      steps: [
        'Comprueba la carga máxima de la bola de remolque o de las barras de techo.',
        'Pesa tus bicis antes de comprar, sobre todo las eléctricas.',
        'Elige un modelo abatible para poder abrir el maletero.',
      ],
      tip: 'Quita las baterías de las e-bikes antes del viaje y llévalas dentro del coche.',
    },
    tyrePressure: {
      title: 'La presión correcta de los neumáticos para cada salida',
      intro: 'Una presión adecuada hace la bici más rápida, más cómoda y menos propensa a los pinchazos.',
      steps: [
        'Consulta el rango de presión impreso en el flanco del neumático.',
        'Infla al valor alto para asfalto y algo menos para caminos de tierra.',
        'Revisa la presión cada dos semanas con un manómetro.',
      ],
      tip: 'Los ciclistas más pesados y las bicis cargadas necesitan la parte alta del rango.',
    },
  },
  categories: {
    maintenance: 'Mantenimiento',
    commuting: 'Movilidad urbana',
    eBikes: 'E-bikes',
    family: 'Familia',
    safety: 'Seguridad',
    buyingGuide: 'Guía de compra',
  },
  article: {
    stepsTitle: 'Paso a paso',
    tipTitle: 'El consejo del taller',
    myth: 'El mantenimiento puede esperar hasta que algo se rompa.',
    mythFix: 'Un poco de cuidado a menudo mantiene tu bici segura y ahorra dinero.',
    quote: 'La mayoría de las reparaciones que vemos se habrían evitado con diez minutos de cuidado al mes.',
    quoteRole: 'jefe de taller',
    readNext: 'Lee también:',
    moreOn: 'Más modelos y detalles técnicos en la web de {brand}.',
    writeTo: '¿Preguntas? Escribe a nuestro servicio de atención:',
    download: 'Descargar la lista de comprobación',
    backToSteps: 'Volver a los pasos',
    visitDealer: [
      '¿Dudas? Tu distribuidor te ayuda encantado.',
      'Encuentra una tienda cerca de ti en el buscador de distribuidores.',
    ],
    watchVideo: 'Ver el vídeo',
    formIntro: 'Envíanos tu pregunta con el formulario de abajo y te responderemos en dos días laborables.',
  },
  campaigns: {
    springService: {
      title: 'Revisión completa',
      intro: 'Prepara tu bici para la temporada con una revisión completa en tu distribuidor.',
      text: 'Se revisan y ajustan frenos, cambio, neumáticos y luces, y las e-bikes reciben la última actualización de software.',
      cta: 'Reservar revisión',
    },
    testRideWeeks: {
      title: 'Semanas de prueba',
      intro: 'Prueba gratis nuestros nuevos modelos por tus propias rutas.',
      text: 'Elige una bici, recógela en un distribuidor participante y pruébala un fin de semana antes de decidir.',
      cta: 'Buscar un centro de pruebas',
    },
    winterLights: {
      title: 'Ver y ser visto',
      intro: '20 % de descuento en juegos de luces y ropa reflectante mientras dure la campaña.',
      text: 'Días cortos y carreteras mojadas piden luces potentes. Nuestros distribuidores las montan gratis al comprarlas.',
      cta: 'Ver iluminación',
    },
    wearParts: {
      title: 'Recambios a punto',
      intro: '15 % de descuento en cadenas, pastillas de freno y neumáticos mientras dure la campaña.',
      text: 'Cada página de producto indica las medidas y estándares compatibles. Tu distribuidor monta la pieza, o hazlo tú con nuestros tutoriales.',
      cta: 'Buscar distribuidor',
    },
    carrierSeason: {
      title: 'Listos para el viaje',
      intro: 'Portabicis, bolsas y cestas para cada salida.',
      text: 'Elige el portabicis que encaja con tu enganche o tus barras de techo y con el peso de tus bicis; tu distribuidor te enseña a montarlo.',
      cta: 'Buscar distribuidor',
    },
  },
  lineKinds: {
    cityE: 'La {line} es la e-bike de {brand} para el día a día: fácil, cómoda y fiable.',
    trekkingE: 'La {line} te lleva en rutas largas con potencia de sobra, con carga o sin ella.',
    mountainE: 'La {line} está hecha para subidas empinadas y bajadas técnicas, con un motor potente.',
    city: 'La {line} es una bici urbana de {brand} pensada para el uso diario con cualquier tiempo.',
    trekking: 'La {line} es una bici versátil para ir al trabajo y para las escapadas de fin de semana.',
    mountain: 'La {line} es una bici de montaña para quien quiere sacar más de cada sendero.',
    kids: 'La {line} es una bici ligera y segura que crece con la confianza de los pequeños ciclistas.',
    parts: 'La serie {line} reúne los componentes de {brand} que mantienen tu bici en marcha.',
    accessories: 'La serie {line} agrupa los accesorios de {brand} para cada salida.',
  },
  lineBody:
    'Cada {line} se prueba en carretera antes de llegar a tu distribuidor y está disponible en varias tallas de cuadro.',
  contact: {
    phone: {
      title: 'Llámanos',
      text: 'Nuestro servicio de atención responde a preguntas sobre pedidos, envío y garantía.',
    },
    email: { title: 'Envíanos un correo', text: 'Escríbenos cuando quieras; respondemos en dos días laborables.' },
    form: {
      title: 'Formulario de contacto',
      text: 'Cuéntanos de qué se trata y enviaremos tu mensaje al equipo adecuado.',
    },
  },
  openingHours: 'De lunes a viernes, de 9:00 a 17:00',
  shipping: {
    homeDelivery: {
      text: 'Enviamos recambios y accesorios a tu puerta. Las bicis llegan listas para rodar.',
      time: 'de 3 a 5 días laborables',
    },
    dealerDelivery: {
      text: 'Recoge tu pedido montado y ajustado en un distribuidor cerca de ti.',
      time: 'de 1 a 2 semanas',
    },
  },
  returns: {
    parcelShop: {
      title: 'Devolución en un punto de recogida',
      text: 'Imprime la etiqueta de devolución y deja el paquete en un punto de recogida.',
    },
    dealerReturn: {
      title: 'Devolución en tu distribuidor',
      text: 'Lleva el artículo al distribuidor donde lo recogiste.',
    },
  },
  payment: {
    paypal: { text: 'Paga con tu cuenta de PayPal sin introducir los datos de tu tarjeta.' },
    klarna: { text: 'Reparte el precio de tu bici en cómodas cuotas mensuales.' },
    transfer: {
      text: 'Transfiere el importe por adelantado; enviamos en cuanto lo recibimos.',
    },
  },
  pages: {
    about: {
      title: 'Sobre {brand}',
      text: 'En {brand} diseñamos bicis para carreteras reales y ciclistas reales, y probamos cada modelo antes de que llegue a un distribuidor.',
    },
    privacy: {
      title: 'Política de privacidad',
      text: 'Tratamos tus datos personales solo para gestionar tu pedido y tus consultas, y nunca los vendemos a terceros.',
    },
    legalNotice: {
      title: 'Aviso legal',
      text: 'Este sitio web lo publica {brand}. La dirección de la empresa es responsable de su contenido.',
    },
  },
  splash: {
    title: 'Bienvenido a {brand}',
    text: 'Elige tu país y tu idioma para ver los modelos y precios que te corresponden.',
    cta: 'Entrar',
  },
  storeLocator: {
    intro: 'Encuentra un distribuidor cerca de ti para una prueba, asesoramiento o mantenimiento.',
    collectInStore: 'Recogida en tienda',
    testCenter: 'Centro de pruebas',
    bikeTypes: 'Tipos de bici',
  },
  search: {
    intro: 'Busca bicis, recambios, artículos y temas de servicio.',
    placeholder: '¿Qué estás buscando?',
    noResults: 'No hay resultados. Prueba con otra palabra o explora las categorías.',
  },
  faqTitle: 'Preguntas frecuentes',
  faq: [
    {
      question: '¿Cuánto tarda la entrega?',
      answer:
        'Los recambios y accesorios suelen llegar en 3 a 5 días laborables; las bicis se entregan a través de tu distribuidor.',
    },
    {
      question: '¿Puedo devolver mi pedido?',
      answer:
        'Sí, puedes devolver los artículos sin usar en un plazo de 30 días. Las bicis se devuelven a través del distribuidor.',
    },
    {
      question: '¿Dónde encuentro el número de cuadro?',
      answer: 'El número de cuadro está grabado bajo la caja de pedalier y aparece en tu factura de compra.',
    },
  ],
};
