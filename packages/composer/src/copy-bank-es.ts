import { item, qa, review, step, type LanguageCopy } from "./copy-bank.js";
import type { EditWords } from "./copy-languages.js";

/**
 * Generated sites in Spanish: the copy is written per group, naming the kind by its label,
 * and addresses visitors as "tú". Templates avoid adjectives that would have to agree with
 * the label ("{Label} en {place}", "{brand}: …"); the label's article is stored with it.
 */
export const SPANISH_COPY: LanguageCopy = {
  words: {
    language: "es",
    pages: {
      home: "Inicio",
      shop: "Tienda",
      services: "Servicios",
      about: "Nosotros",
      contact: "Contacto",
    },
    inPlace: " en {place}",
    about: "{brand} es {aLabel}{inPlace}{goodsClause}",
    goodsClause: { selling: " que vende {goods}", offering: " que ofrece {goods}" },
    and: "y",
    hero: { story: "Nuestra historia", aboutUs: "Sobre nosotros" },
    values: "Lo que nos importa",
    reviews: "Lo que dicen nuestros clientes",
    contact: { title: "Escríbenos", button: "Enviar mensaje" },
    faq: "Preguntas frecuentes",
    offerings: "Lo que ofrecemos",
    bookingButton: "Solicitar reserva",
    placeholder: "tu@correo.com",
    closing: {
      shopHeading: "Encuentra tu nuevo favorito",
      shopSubheading: "Descubre todo lo que {brand} tiene en la tienda.",
      shopButton: "Visitar la tienda",
      otherHeading: "Cuando quieras, aquí estamos",
    },
    descriptions: {
      describe: "{brand}, {aLabel}{inPlace}",
      homeGoods: "{brand}, {aLabel}{inPlace}: {goods}.",
      home: "{describe}.",
      shop: "{brand}{inPlace}: compra {goods} online.",
      services: "Lo que ofrece {brand}{inPlace}.",
      about: "Sobre {describe}.",
      contact: "Cómo contactar con {brand}{inPlace}.",
    },
    samples: {
      reviews: "las reseñas",
      answers: "las respuestas",
      values: "los valores",
      services: "los servicios",
      highlights: "los puntos fuertes",
      steps: "los pasos",
      onPage: "{what} en la página {page}",
      warning: "Estos textos son ejemplos: sustitúyelos por los tuyos antes de publicar: {list}.",
      noProducts:
        "Tu tienda aún no tiene productos publicados; las cuadrículas de productos se llenarán cuando añadas alguno.",
    },
    questions: {
      vague: "¿Qué vende o qué hace tu negocio? Basta con una frase, por ejemplo:",
      examples: [
        "Una floristería en Gante que vende ramos y flores secas",
        "Hago tazas de cerámica a mano en Oporto",
        "Tienda de skate llamada REDLINE, atrevida y oscura",
      ],
      rebuild: "¿Rehago el sitio para {x}? Se reemplazará lo que hay en tus páginas principales.",
      rebuildChip: "Rehacer el sitio: {x}",
    },
  },
  groups: {
    shop: {
      hero: ["{Goods}{inPlace}", "{Label}{inPlace}", "Te damos la bienvenida a {brand}"],
      button: "Ver la tienda",
      line: "Elegido con cariño, preparado con cuidado.",
      subtitles: [
        "{line} Descubre {goods} de {brand}{inPlace}.",
        "{about}. {line}",
        "{Goods} de {brand}{inPlace}, para pedir online. {line}",
      ],
      highlights: {
        title: "Por qué comprar en {brand}",
        items: [
          item(
            "✨",
            "Elegido con cuidado",
            "Cada producto se escoge por su calidad y su carácter.",
          ),
          item("📦", "Bien empaquetado", "Los pedidos se preparan con mimo y salen rápido."),
          item("💬", "Trato cercano", "¿Tienes dudas? Te responde una persona de verdad."),
        ],
      },
      reviews: [
        review("Justo lo que buscaba.", "Lucía M.", "Clienta"),
        review("Muy buena calidad y un trato encantador.", "Javier R.", "Cliente"),
        review("Siempre vuelvo.", "Carmen D.", "Clienta"),
      ],
      faq: [
        qa(
          "¿Cómo puedo contactar con vosotros?",
          "Escríbenos a través del formulario de contacto.",
        ),
        qa("¿Hacéis envíos a mi zona?", "Las opciones y los costes de envío aparecen al pagar."),
        qa(
          "¿Puedo devolver un artículo?",
          "Escríbenos y te ayudamos con la devolución o el cambio.",
        ),
      ],
      collection: [
        { title: "Nuestros productos", subtitle: "Lo que hay ahora mismo en la tienda." },
        { title: "Novedades", subtitle: "Lo último que ha llegado a la tienda de {brand}." },
      ],
      storyHeadings: ["Sobre {brand}", "La historia de {brand}"],
      closing: "Echa un vistazo a la tienda o escríbenos si tienes alguna pregunta.",
      values: [
        item("🤝", "Personas reales", "Cada mensaje lo responde alguien que conoce la tienda."),
        item("📦", "Con cuidado", "Los pedidos se empaquetan con esmero antes de salir."),
        item("🌱", "Elecciones pensadas", "Preferimos tener menos cosas, pero en las que creemos."),
      ],
      cta: {
        heading: "¿Buscas algo en concreto?",
        subheading: "Escribe a {brand} y te ayudamos a encontrarlo.",
        buttonText: "Contactar",
      },
      newsletter: {
        title: "Novedades de {brand}",
        description:
          "Novedades y noticias de vez en cuando, directas a tu correo. Date de baja cuando quieras.",
        ctaText: "Suscribirme",
      },
      contact:
        "¿Preguntas sobre un producto o un pedido? Escribe a {brand} con este formulario y te responderemos por correo.",
      steps: {
        title: "Cómo comprar",
        items: [
          step("Explora la tienda", "Encuentra lo que buscas y añádelo a la cesta."),
          step("Paga online", "Pago seguro en pocos pasos."),
          step("Lo preparamos", "Tu pedido se prepara y sale hacia ti."),
        ],
      },
      services: [],
      categories: ["Novedades", "Más vendidos", "Regalos"],
    },
    venue: {
      hero: ["{Label}{inPlace}", "Te damos la bienvenida a {brand}", "Ven a conocer {brand}"],
      button: "Reservar",
      line: "Un sitio al que da gusto volver.",
      subtitles: ["{about}. {line}", "{line} Ven a ver {brand}{inPlace}."],
      highlights: {
        title: "Por qué visitar {brand}",
        items: [
          item("🏡", "Una buena acogida", "Ven tal como eres."),
          item("✨", "Cuidamos los detalles", "Las pequeñas cosas, bien hechas."),
          item("💬", "Trato cercano", "¿Tienes dudas? Te responde una persona de verdad."),
        ],
      },
      reviews: [
        review("Un sitio precioso, volveremos seguro.", "Marta G.", "Visitante"),
        review("Nos trataron de maravilla.", "Pablo S.", "Visitante"),
        review("Nuestro plan favorito del barrio.", "Elena V.", "Visitante"),
      ],
      faq: [
        qa("¿Cómo puedo reservar?", "Escríbenos con el día y la hora que prefieras."),
        qa(
          "¿Cómo puedo contactar con vosotros?",
          "Escríbenos a través del formulario de contacto.",
        ),
      ],
      collection: [
        { title: "De nuestra tienda", subtitle: "Llévate a casa un poco de {brand}." },
        { title: "Tienda", subtitle: "Todo lo que {brand} vende online." },
      ],
      storyHeadings: ["Sobre {brand}", "Te damos la bienvenida a {brand}"],
      closing: "¿Tienes una pregunta o quieres reservar? Escríbenos.",
      values: [
        item("🏡", "Una buena acogida", "Ven tal como eres; nos alegra verte."),
        item("✨", "Atención al detalle", "Las pequeñas cosas son las que se recuerdan."),
        item("🤝", "Buena compañía", "Un lugar para encontrarse, quedarse y volver."),
      ],
      cta: {
        heading: "Ven a vernos",
        subheading: "Preguntas o reservas: escribe a {brand}.",
        buttonText: "Contactar",
      },
      newsletter: {
        title: "Sigamos en contacto",
        description: "Noticias de {brand} de vez en cuando. Date de baja cuando quieras.",
        ctaText: "Suscribirme",
      },
      contact:
        "¿Preguntas o reservas? Escribe a {brand} con este formulario y te responderemos por correo.",
      steps: {
        title: "Planifica tu visita",
        items: [
          step("Envíanos un mensaje", "Dinos el día, la hora y cuántas personas sois."),
          step("Te confirmamos", "Recibirás una respuesta por correo."),
          step("¡Hasta pronto!", "Ven y disfruta."),
        ],
      },
      services: [],
      categories: ["Tarjetas regalo", "Productos de la casa"],
    },
    studio: {
      hero: ["{Label}{inPlace}", "Te damos la bienvenida a {brand}", "Reserva tu cita con {brand}"],
      button: "Reservar cita",
      line: "Un tiempo pensado para ti.",
      subtitles: ["{about}. {line}", "{line} Reserva con {brand}{inPlace}."],
      highlights: {
        title: "Por qué reservar con {brand}",
        items: [
          item("🤲", "Atención personal", "El tiempo con nosotros gira en torno a ti."),
          item("💬", "Consejos sinceros", "Te decimos lo que creemos que te funcionará."),
          item("🕒", "Puntualidad", "Las sesiones empiezan a su hora."),
        ],
      },
      reviews: [
        review("Salgo siempre mejor de lo que entré.", "Laura P.", "Clienta"),
        review("Atentos, cercanos y muy profesionales.", "Diego F.", "Cliente"),
        review("Lo recomiendo a todo el mundo.", "Sara T.", "Clienta"),
      ],
      faq: [
        qa("¿Cómo puedo reservar?", "Escríbenos con lo que te gustaría y cuándo te viene bien."),
        qa("¿Es para principiantes?", "Cuéntanos desde dónde partes y te aconsejamos."),
      ],
      collection: [
        { title: "De nuestra tienda", subtitle: "Bonos, tarjetas regalo y más de {brand}." },
        { title: "Tienda", subtitle: "Todo lo que {brand} vende online." },
      ],
      storyHeadings: ["Sobre {brand}", "Conoce {brand}"],
      closing: "¿Tienes una pregunta o quieres reservar? Escríbenos.",
      values: [
        item("🤲", "Atención personal", "Tu tiempo con nosotros es para ti, no para el reloj."),
        item("💬", "Consejos sinceros", "Te decimos lo que creemos que te funcionará."),
        item("🕒", "Tu tiempo importa", "Las sesiones empiezan y terminan a su hora."),
      ],
      cta: {
        heading: "¿Te apetece reservar?",
        subheading: "Escribe a {brand} con el momento que mejor te venga.",
        buttonText: "Reservar cita",
      },
      newsletter: {
        title: "Sigamos en contacto",
        description: "Noticias de {brand} de vez en cuando. Date de baja cuando quieras.",
        ctaText: "Suscribirme",
      },
      contact:
        "¿Preguntas o quieres reservar? Escribe a {brand} con este formulario y te responderemos por correo.",
      steps: {
        title: "Cómo reservar",
        items: [
          step("Envía tu solicitud", "Cuéntanos qué te gustaría y cuándo te viene bien."),
          step("Confirmamos la hora", "Recibirás una respuesta por correo."),
          step("Ven a vernos", "Del resto nos encargamos nosotros."),
        ],
      },
      services: [
        item("✨", "Primera visita", "Una primera sesión para conocernos."),
        item("🕒", "Sesiones regulares", "Vuelve tan a menudo como quieras."),
        item("🎁", "Tarjetas regalo", "Una visita para regalar."),
      ],
      categories: ["Sesiones", "Tarjetas regalo"],
    },
    service: {
      hero: ["{Label}{inPlace}", "{brand}: {goods}{inPlace}", "Cuéntanos qué necesitas"],
      button: "Contactar",
      line: "Trabajo bien hecho, sin rodeos.",
      subtitles: ["{about}. {line}", "{line} Cuéntale a {brand} qué necesitas."],
      highlights: {
        title: "Por qué trabajar con {brand}",
        items: [
          item("🎯", "Planes claros", "Sabes qué pasa después y cuándo."),
          item("🤝", "Hablamos claro", "Consejos sinceros desde el principio."),
          item("✓", "Bien hecho", "Un trabajo que firmamos con orgullo."),
        ],
      },
      reviews: [
        review("Rápidos, claros y muy profesionales.", "Andrés L.", "Cliente"),
        review("Nos lo explicaron todo con paciencia.", "Nuria C.", "Clienta"),
        review("Repetiremos sin dudarlo.", "Tomás B.", "Cliente"),
      ],
      faq: [
        qa("¿Cómo empezamos?", "Escríbenos y te responderemos."),
        qa("¿Cuánto cuesta?", "Depende de lo que necesites; pídenos un presupuesto."),
      ],
      collection: [
        { title: "De nuestra tienda", subtitle: "Lo que {brand} vende online." },
        { title: "Tienda", subtitle: "Todo lo que {brand} vende online." },
      ],
      storyHeadings: ["Sobre {brand}", "Quiénes somos"],
      closing: "Cuéntanos qué necesitas y te responderemos.",
      values: [
        item("🎯", "Planes claros", "Sabes qué pasa después y cuándo."),
        item(
          "🤝",
          "Hablamos claro",
          "Consejos sinceros, aunque la respuesta sea un trabajo pequeño.",
        ),
        item("✓", "Bien hecho", "Un trabajo que firmamos con orgullo."),
      ],
      cta: {
        heading: "Hablemos de lo que necesitas",
        subheading: "Cuéntaselo a {brand} y te responderemos.",
        buttonText: "Contactar",
      },
      newsletter: {
        title: "Sigamos en contacto",
        description: "Noticias de {brand} de vez en cuando. Date de baja cuando quieras.",
        ctaText: "Suscribirme",
      },
      contact:
        "Cuéntale a {brand} qué necesitas con este formulario y te responderemos por correo.",
      steps: {
        title: "Cómo trabajamos",
        items: [
          step("Cuéntanos qué necesitas", "Basta con unas líneas en el formulario de contacto."),
          step("Recibe un plan claro", "Te proponemos un enfoque y lo que supondría."),
          step("Manos a la obra", "Y te mantenemos al tanto durante el proceso."),
        ],
      },
      services: [
        item("💬", "Una primera conversación", "Cuéntanos qué necesitas y lo hablamos."),
        item("🛠️", "El trabajo", "Hecho con cuidado y con novedades durante el proceso."),
        item("🤝", "Seguimiento", "Seguimos aquí si surgen preguntas después."),
      ],
      categories: ["Servicios"],
    },
  },
  kinds: {
    coffee: ["tostador de café", "un tostador de café", "café"],
    tea: ["tienda de té", "una tienda de té", "tés"],
    bakery: ["panadería", "una panadería", "panes y dulces"],
    chocolate: ["chocolatería", "una chocolatería", "chocolates"],
    icecream: ["heladería", "una heladería", "helados"],
    deli: ["tienda gourmet", "una tienda gourmet", "productos gourmet"],
    farm: ["tienda de granja", "una tienda de granja", "productos de la granja"],
    wine: ["vinoteca", "una vinoteca", "vinos"],
    brewery: ["cervecería", "una cervecería", "cervezas"],
    ceramics: ["taller de cerámica", "un taller de cerámica", "cerámica"],
    candles: ["taller de velas", "un taller de velas", "velas"],
    soap: ["jabonería", "una jabonería", "jabones"],
    beauty: ["marca de cosmética", "una marca de cosmética", "cosmética"],
    jewellery: ["marca de joyería", "una marca de joyería", "joyas"],
    leather: ["taller de cuero", "un taller de cuero", "artículos de cuero"],
    yarn: ["tienda de lanas", "una tienda de lanas", "lanas"],
    stationery: ["papelería", "una papelería", "artículos de papelería"],
    art: ["estudio de arte", "un estudio de arte", "láminas de arte"],
    florist: ["floristería", "una floristería", "flores"],
    plants: ["tienda de plantas", "una tienda de plantas", "plantas"],
    furniture: ["tienda de decoración", "una tienda de decoración", "artículos de decoración"],
    kitchen: ["tienda de menaje", "una tienda de menaje", "menaje de cocina"],
    fashion: ["marca de ropa", "una marca de ropa", "ropa"],
    vintage: ["tienda vintage", "una tienda vintage", "piezas vintage"],
    shoes: ["zapatería", "una zapatería", "zapatos"],
    books: ["librería", "una librería", "libros"],
    records: ["tienda de discos", "una tienda de discos", "discos"],
    instruments: ["tienda de música", "una tienda de música", "instrumentos"],
    games: ["tienda de juegos", "una tienda de juegos", "juegos"],
    kids: ["juguetería", "una juguetería", "juguetes"],
    pets: ["tienda de mascotas", "una tienda de mascotas", "productos para mascotas"],
    electronics: ["tienda de gadgets", "una tienda de gadgets", "gadgets"],
    skate: ["tienda de skate", "una tienda de skate", "tablas de skate"],
    bikes: ["tienda de bicicletas", "una tienda de bicicletas", "bicicletas"],
    outdoor: ["tienda de montaña", "una tienda de montaña", "material de montaña"],
    surf: ["tienda de surf", "una tienda de surf", "tablas de surf"],
    sports: ["tienda de deportes", "una tienda de deportes", "material deportivo"],
    restaurant: ["restaurante", "un restaurante", "platos"],
    bar: ["bar", "un bar", "bebidas"],
    lodging: ["casa de huéspedes", "una casa de huéspedes", "habitaciones"],
    yoga: ["estudio de yoga", "un estudio de yoga", "clases"],
    fitness: ["estudio de entrenamiento", "un estudio de entrenamiento", "entrenamientos"],
    wellness: ["centro de bienestar", "un centro de bienestar", "tratamientos"],
    salon: ["salón de belleza", "un salón de belleza", "tratamientos"],
    tattoo: ["estudio de tatuajes", "un estudio de tatuajes", "tatuajes"],
    tutoring: ["academia", "una academia", "clases"],
    petcare: [
      "cuidado de mascotas",
      "un servicio de cuidado de mascotas",
      "cuidados para mascotas",
    ],
    photography: ["estudio de fotografía", "un estudio de fotografía", "sesiones de fotos"],
    design: ["estudio de diseño", "un estudio de diseño", "proyectos de diseño"],
    services: ["consultoría", "una consultoría", "servicios"],
    trades: ["empresa de reformas", "una empresa de reformas", "reparaciones e instalaciones"],
    cleaning: ["empresa de limpieza", "una empresa de limpieza", "servicios de limpieza"],
    events: ["agencia de eventos", "una agencia de eventos", "eventos"],
    catering: ["empresa de catering", "una empresa de catering", "menús de catering"],
    coaching: ["consulta de coaching", "una consulta de coaching", "sesiones"],
    auto: ["taller mecánico", "un taller mecánico", "reparaciones de coches"],
    tours: ["agencia de excursiones", "una agencia de excursiones", "excursiones"],
    "generic-shop": ["tienda", "una tienda", "productos"],
    "generic-venue": ["local", "un local", "propuestas"],
    "generic-studio": ["estudio", "un estudio", "sesiones"],
    "generic-service": ["empresa", "una empresa", "servicios"],
  },
};

/** Edits on a Spanish site: pages, titles and texts its kinds' copy does not hold (copy-languages.ts). */
export const SPANISH_EDIT_WORDS: EditWords = {
  pageNames: {
    FAQ: "Preguntas frecuentes",
    Pricing: "Precios",
    Gallery: "Galería",
    "Sign up": "Registro",
    Login: "Acceso",
    Team: "Equipo",
    Book: "Reservas",
    "Visit us": "Visítanos",
  },
  titles: {
    aboutUs: "Sobre nosotros",
    howItWorks: "Cómo funciona",
    faq: "Preguntas frecuentes",
    categories: "Compra por categoría",
    stats: "En cifras",
    team: "Nuestro equipo",
    teamSubtitle: "Las personas detrás de {brand}.",
    prices: "Precios",
    pricing: "Planes y precios",
    pricingSubtitle: "Elige lo que te encaje. Cambia o cancela cuando quieras.",
    gallery: "Galería",
    social: "Síguenos",
    location: "Visítanos",
    video: "Nuestra historia",
    waitlist: "Entérate antes que nadie",
    booking: "Pide una cita",
  },
  texts: {
    teamMember: "Miembro del equipo {n}",
    founder: "Fundador/a",
    coFounder: "Cofundador/a",
    choose: "Elegir {name}",
    photo: "Foto {n}",
    locationDetails: "Ven a ver a {brand} en persona. Nos encantará saludarte.",
    locationForm: "Escribe a {brand} desde el formulario de contacto y te diremos cómo llegar.",
    waitlist: "{brand} abre pronto. Apúntate a la lista de espera para entrar antes.",
    waitlistButton: "Apuntarme",
    booking: "Dinos qué día te va bien y {brand} te lo confirmará por correo.",
    shopNow: "Comprar ahora",
  },
  extraSteps: [
    step("Seguimos en contacto", "Aquí estamos si te surge cualquier duda."),
    step("Vuelve cuando quieras", "Siempre hay novedades."),
  ],
  topics: {
    shipping: {
      name: "Envíos y devoluciones",
      words: /\b(?:envios?|entregas?|devoluciones|devolucion|reembolsos?|cambios)\b/,
      intro:
        "Cada pedido de {brand} se prepara con cuidado y se envía con seguimiento, para que siempre sepas dónde está.\n\nSi algo no está bien, dínoslo en un plazo de 30 días y lo solucionamos con un reembolso o un cambio.",
      title: "Envíos y devoluciones",
      items: [
        qa(
          "¿Cuánto tarda el envío?",
          "Los pedidos salen en 1–2 días laborables y suelen llegar 2–5 días después.",
        ),
        qa(
          "¿Cuánto cuesta el envío?",
          "El envío se calcula al pagar y es gratis en los pedidos más grandes.",
        ),
        qa(
          "¿Puedo devolver algo?",
          "Sí: devuélvelo sin usar en un plazo de 30 días y te lo reembolsamos o cambiamos.",
        ),
      ],
    },
    privacy: {
      name: "Política de privacidad",
      words: /\b(?:privacidad|cookies?|datos personales)\b/,
      intro:
        "Esta página explica qué datos personales recoge {brand} cuando nos visitas o haces un pedido, por qué los necesitamos y cuánto tiempo los guardamos.\n\nUsamos tu nombre, correo y dirección solo para preparar y entregar tus pedidos y responder a tus mensajes. Nunca vendemos tus datos. Escríbenos para ver, corregir o borrar lo que guardamos sobre ti.",
    },
    terms: {
      name: "Términos y condiciones",
      words: /\b(?:terminos|condiciones|aviso legal|legal|politicas?)\b/,
      intro:
        "Estas condiciones se aplican a todos los pedidos hechos a {brand}. Léelas antes de comprar.\n\nLos precios incluyen los impuestos que correspondan. Un pedido se confirma cuando se recibe el pago. Puedes devolver los artículos sin usar en un plazo de 30 días. Para cualquier otra cosa, escríbenos y te ayudamos.",
    },
    about: {
      name: "Nosotros",
      words: /\b(?:nosotros|historia|quienes somos|mision|fundador(?:es|as?)?)\b/,
    },
    wholesale: {
      name: "Venta al por mayor",
      words:
        /\b(?:mayorista|mayoristas|al por mayor|distribuidores?|revendedores?|profesionales)\b/,
      intro:
        "Vende {brand} en tu tienda, cafetería u oficina. Servimos {noun} a negocios independientes, con precios profesionales en pedidos repetidos y una persona que se ocupa de tu cuenta.",
      title: "Por qué trabajar con nosotros",
      items: [
        item(
          "📦",
          "Precios profesionales",
          "Precios escalonados para pedidos repetidos y grandes.",
        ),
        item("🤝", "Un contacto directo", "Una persona que conoce tu cuenta y responde rápido."),
        item("🚚", "Entregas fiables", "Entregas regulares en el calendario que te vaya bien."),
      ],
      form: {
        title: "Solicita una cuenta profesional",
        description: "Cuéntanos sobre tu negocio y qué te gustaría vender.",
      },
    },
    faq: { name: "Preguntas frecuentes", words: /\b(?:preguntas|ayuda|dudas)\b/ },
    blog: {
      name: "Blog",
      words: /\b(?:blog|diario|noticias|novedades|articulos|historias)\b/,
      intro:
        "Notas de {brand}: novedades, historias de lo que pasa entre bastidores e ideas para sacar el máximo partido a tus {noun}.",
    },
    careers: {
      name: "Trabaja con nosotros",
      words: /\b(?:empleo|empleos|trabajo|trabaja con nosotros|unete|vacantes)\b/,
      intro:
        "{brand} es un equipo pequeño al que le importa hacer las cosas bien. Ahora no tenemos puestos abiertos, pero siempre nos alegra saber de personas que quieran unirse.",
      form: {
        title: "Preséntate",
        description: "Envíanos unas líneas sobre ti y lo que te gustaría hacer.",
      },
    },
    events: {
      name: "Eventos",
      words: /\b(?:eventos?|talleres?|clases|cursos?|catas?|encuentros?)\b/,
      intro:
        "Ven a ver a {brand} en persona: sesiones en grupos pequeños para aprender, probar y preguntar todo lo que siempre quisiste saber sobre {noun}.\n\nLas fechas se anuncian primero en nuestro boletín.",
    },
    visit: {
      name: "Visítanos",
      words: /\b(?:visitanos|visita|ubicacion|donde estamos|horarios?)\b/,
    },
    gifts: {
      name: "Regalos",
      words: /\b(?:regalos?|tarjetas? regalo|vales?)\b/,
      intro:
        "¿Buscas un regalo? Todo lo de {brand} se puede envolver para regalo con una nota escrita a mano, y lo enviamos directamente a quien tú quieras.",
    },
    sustainability: {
      name: "Sostenibilidad",
      words: /\b(?:sostenib\w*|valores|impacto|etica|origen|medio ambiente)\b/,
      intro:
        "Cómo hace y envía {brand} sus {noun} nos importa tanto como lo que vendemos. Esto es lo que hacemos hoy y en lo que seguimos trabajando.",
    },
  },
  namedIntro:
    "Aquí {brand} cuenta a sus visitantes todo sobre {name}: qué es, para quién es y cómo sacarle el máximo partido.",
};
