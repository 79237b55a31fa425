import { emailDesignOf, emailDocumentOf, type CampaignTemplate, type EmailBlockChanges, type EmailBlockKind, type EmailButtonColor, type TemplateType } from '@domain/templates';
import { demoImageUrl, type DemoCollection, type DemoDatabase } from '@adapters/demo';

/** A template of the demo, with whether campaigns use it (then it can be neither edited nor deleted). */
export interface DemoTemplate extends CampaignTemplate {
  readonly id: string;
  readonly inUse: boolean;
}

/** A segment of the demo (spec 2 §3 "Campaign segment", the fields the template form reads). */
export interface DemoSegment {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly isDeleted: boolean;
}

/** A post of the demo blog. */
export interface DemoBlogPost {
  readonly id: number;
  readonly title: string;
  readonly link: string;
  readonly publishedAt: number;
}

/** The templates context's part of the demo data, as generated. */
export interface TemplateDemoData {
  readonly templates: readonly DemoTemplate[];
  readonly segments: readonly DemoSegment[];
  readonly posts: readonly DemoBlogPost[];
}

/** The templates context's part of a demo database: the templates change, segments and posts do not. */
export interface TemplateDemo {
  readonly templates: DemoCollection<DemoTemplate>;
  readonly segments: readonly DemoSegment[];
  readonly posts: readonly DemoBlogPost[];
}

/** Where the demo blog lives (its posts link there). */
export const DEMO_BLOG_URL = 'https://blog.farmacias-demo.example';


const SEGMENTS: readonly Omit<DemoSegment, 'isDeleted'>[] = [
  { id: 1, name: 'Mayores de 65 años', description: 'Clientes de 65 años o más' },
  { id: 2, name: 'Hipertensos', description: 'Clientes con tratamiento para la tensión arterial' },
  { id: 3, name: 'Diabéticos', description: 'Clientes con tratamiento para la diabetes' },
  { id: 4, name: 'Alérgicos', description: 'Clientes que compran antihistamínicos en primavera' },
  { id: 5, name: 'Familias con niños', description: 'Clientes con compras de pediatría en el último año' },
  { id: 6, name: 'Mujeres de 25 a 45 años', description: 'Clientas de 25 a 45 años' },
  { id: 7, name: 'Fumadores', description: 'Clientes interesados en dejar de fumar' },
  { id: 8, name: 'Deportistas', description: 'Clientes de nutrición deportiva y fisioterapia' },
];

/** Title and slug of each demo post, newest last; ids 1, 2, 3… in this order. */
const POSTS: readonly (readonly [string, string])[] = [
  ['Bienvenidos al blog de tu farmacia', 'bienvenidos'],
  ['Cómo leer el prospecto de un medicamento', 'leer-el-prospecto'],
  ['Botiquín de viaje: lo imprescindible', 'botiquin-de-viaje'],
  ['Piojos en la vuelta al cole: cómo actuar', 'piojos-vuelta-al-cole'],
  ['Dejar de fumar: tu farmacia te acompaña', 'dejar-de-fumar'],
  ['Hidratación y deporte: antes, durante y después', 'hidratacion-y-deporte'],
  ['Colesterol: qué significan tus análisis', 'colesterol-analisis'],
  ['Diabetes: el cuidado del pie diabético', 'pie-diabetico'],
  ['Tensión arterial: cómo medirla bien en casa', 'medir-la-tension'],
  ['Alergia primaveral: síntomas y remedios', 'alergia-primaveral'],
  ['Fotoprotección: elige bien tu crema solar', 'crema-solar'],
  ['Picaduras de mosquito: qué hacer', 'picaduras-de-mosquito'],
  ['Piel seca en invierno: cuidados básicos', 'piel-seca-invierno'],
  ['Vacuna del COVID-19: dosis de refuerzo', 'covid-refuerzo'],
  ['Gripe: por qué vacunarse cada otoño', 'vacuna-gripe'],
];

type Block = EmailBlockChanges & { readonly kind: EmailBlockKind };

interface TemplateSeed {
  readonly name: string;
  readonly description: string;
  readonly type: TemplateType;
  readonly segmentId: number;
  readonly postId: number;
  readonly subject: string;
  readonly createdBy: string;
  readonly editedBy: string;
  readonly inUse: boolean;
  readonly blocks: readonly Block[];
}

const post = (id: number): string => `${DEMO_BLOG_URL}/${POSTS[id - 1]?.[1] ?? ''}`;
const heading = (text: string): Block => ({ kind: 'text', text, style: 'heading', align: 'center' });
const paragraph = (text: string): Block => ({ kind: 'text', text, style: 'paragraph', align: 'left' });
const image = (file: string, alt: string, href = ''): Block => ({ kind: 'image', src: demoImageUrl(file), alt, href });
const button = (label: string, href: string, color: EmailButtonColor = '#0b7285'): Block => ({ kind: 'button', label, href, color, align: 'center' });
const footer: readonly Block[] = [
  { kind: 'divider' },
  { kind: 'text', text: 'Recibes este correo porque eres cliente de tu farmacia. Si no quieres recibir más comunicaciones, responde a este mensaje.', style: 'paragraph', align: 'center' },
];

const SEEDS: readonly TemplateSeed[] = [
  {
    name: 'Vacunación de la gripe 2026',
    description: 'Recordatorio de la campaña de vacunación antigripal para mayores de 65 años',
    type: 1,
    segmentId: 1,
    postId: 15,
    subject: 'Tu vacuna de la gripe ya está disponible',
    createdBy: 'mgarcia',
    editedBy: 'backoffice',
    inUse: true,
    blocks: [
      image('gripe.svg', 'Jeringa de la vacuna de la gripe', post(15)),
      heading('Este otoño, vacúnate contra la gripe'),
      paragraph('La vacuna de la gripe es gratuita para mayores de 65 años. Consulta en tu farmacia el punto de vacunación más cercano y pide cita.\nCuanto antes te vacunes, antes estarás protegido.'),
      button('Pedir cita', 'mailto:citas@farmacias-demo.example?subject=Vacuna%20gripe'),
      { kind: 'spacer', height: 16 },
      ...footer,
    ],
  },
  {
    name: 'Protección solar: verano sin quemaduras',
    description: 'Promoción de fotoprotectores de alta protección',
    type: 2,
    segmentId: 0,
    postId: 0,
    subject: 'Este verano, protege tu piel',
    createdBy: 'lfernandez',
    editedBy: 'lfernandez',
    inUse: false,
    blocks: [
      heading('Disfruta del sol con la protección adecuada'),
      image('proteccion-solar.svg', 'Crema solar y sombrilla en la playa'),
      paragraph('Hasta el 31 de agosto, un 20 % de descuento en fotoprotectores de factor 50+. Pregunta en tu farmacia por el que mejor se adapta a tu piel.'),
      button('Ver consejos de fotoprotección', post(11), '#2b8a3e'),
      ...footer,
    ],
  },
  {
    name: 'Control de la tensión arterial',
    description: 'Invitación a la toma de tensión gratuita en la farmacia',
    type: 1,
    segmentId: 2,
    postId: 9,
    subject: 'Mide tu tensión gratis en tu farmacia',
    createdBy: 'backoffice',
    editedBy: 'mgarcia',
    inUse: true,
    blocks: [
      heading('¿Sabes cómo está tu tensión?'),
      paragraph('Durante todo el mes te tomamos la tensión arterial sin coste y te explicamos cómo medirla bien en casa.'),
      button('Cómo medirla en casa', post(9)),
      { kind: 'spacer', height: 24 },
      ...footer,
    ],
  },
  {
    name: 'Alergia primaveral',
    description: 'Consejos y productos para la alergia al polen',
    type: 1,
    segmentId: 4,
    postId: 10,
    subject: 'Llega la primavera: prepárate para el polen',
    createdBy: 'lfernandez',
    editedBy: 'lfernandez',
    inUse: false,
    blocks: [
      image('alergia-primavera.svg', 'Flores de primavera soltando polen'),
      heading('Que el polen no te amargue la primavera'),
      paragraph('Tu farmacéutico te aconseja sobre antihistamínicos, colirios y lavados nasales. Consulta los niveles de polen antes de salir.'),
      button('Leer más', post(10)),
      ...footer,
    ],
  },
  {
    name: 'Dermocosmética: semana de la belleza',
    description: 'Descuentos en dermocosmética y cuidado facial',
    type: 2,
    segmentId: 0,
    postId: 0,
    subject: 'Semana de la belleza: hasta un 30 % de descuento',
    createdBy: 'mgarcia',
    editedBy: 'mgarcia',
    inUse: false,
    blocks: [
      heading('Semana de la belleza'),
      paragraph('Del 10 al 17 de octubre, hasta un 30 % de descuento en cremas hidratantes, sérums y contornos de ojos de las mejores marcas.'),
      image('dermocosmetica.svg', 'Cremas y sérums faciales'),
      button('Reservar diagnóstico de piel', 'mailto:citas@farmacias-demo.example?subject=Diagn%C3%B3stico%20de%20piel', '#5f3dc4'),
      ...footer,
    ],
  },
  {
    name: 'Cribado de colesterol',
    description: 'Campaña de medición de colesterol en la farmacia',
    type: 1,
    segmentId: 1,
    postId: 7,
    subject: 'Conoce tu nivel de colesterol',
    createdBy: 'backoffice',
    editedBy: 'backoffice',
    inUse: false,
    blocks: [
      heading('Medimos tu colesterol en 5 minutos'),
      paragraph('Sin cita previa y con los resultados al momento. Te explicamos qué significan y cuándo consultar a tu médico.'),
      button('Qué significan tus análisis', post(7)),
      ...footer,
    ],
  },
  {
    name: 'Dosis de refuerzo COVID-19',
    description: 'Aviso de la dosis de refuerzo para mayores de 65 años',
    type: 1,
    segmentId: 1,
    postId: 14,
    subject: 'Dosis de refuerzo de la vacuna del COVID-19',
    createdBy: 'mgarcia',
    editedBy: 'mgarcia',
    inUse: true,
    blocks: [
      heading('Refuerza tu protección'),
      paragraph('Si tienes 65 años o más, ya puedes recibir la dosis de refuerzo. Puedes vacunarte a la vez que de la gripe.'),
      button('Más información', post(14)),
      ...footer,
    ],
  },
  {
    name: 'Vuelta al cole sin piojos',
    description: 'Consejos de prevención y tratamiento de piojos',
    type: 1,
    segmentId: 5,
    postId: 4,
    subject: 'Vuelta al cole: que no vuelvan los piojos',
    createdBy: 'lfernandez',
    editedBy: 'backoffice',
    inUse: false,
    blocks: [
      image('vuelta-al-cole.svg', 'Mochila, libros y colegio'),
      heading('Vuelta al cole tranquila'),
      paragraph('Revisa el pelo de tus hijos una vez a la semana. Si encuentras piojos, en tu farmacia te recomendamos el tratamiento más adecuado para su edad.'),
      button('Cómo actuar', post(4)),
      ...footer,
    ],
  },
  {
    name: 'Día Mundial de la Diabetes',
    description: 'Campaña del 14 de noviembre: control de glucosa y cuidado del pie',
    type: 1,
    segmentId: 3,
    postId: 8,
    subject: '14 de noviembre, Día Mundial de la Diabetes',
    createdBy: 'backoffice',
    editedBy: 'backoffice',
    inUse: true,
    blocks: [
      heading('Día Mundial de la Diabetes'),
      paragraph('Ven a medir tu glucosa y revisa con nosotros el cuidado de tus pies. Pequeños gestos diarios evitan complicaciones.'),
      image('diabetes.svg', 'Medidor de glucosa junto a fruta fresca', post(8)),
      button('Cuidado del pie diabético', post(8)),
      ...footer,
    ],
  },
  {
    name: 'Deja de fumar con tu farmacia',
    description: 'Programa de deshabituación tabáquica',
    type: 1,
    segmentId: 7,
    postId: 5,
    subject: 'Este es el momento de dejar de fumar',
    createdBy: 'mgarcia',
    editedBy: 'lfernandez',
    inUse: false,
    blocks: [
      heading('Te acompañamos a dejar de fumar'),
      paragraph('Nuestro programa incluye seguimiento semanal, consejo farmacéutico y terapia sustitutiva de nicotina si la necesitas.'),
      button('Empezar el programa', post(5)),
      ...footer,
    ],
  },
  {
    name: 'Nutrición deportiva',
    description: 'Promoción de bebidas isotónicas y suplementos para deportistas',
    type: 2,
    segmentId: 0,
    postId: 0,
    subject: 'Rinde más y recupérate mejor',
    createdBy: 'lfernandez',
    editedBy: 'lfernandez',
    inUse: false,
    blocks: [
      image('nutricion-deportiva.svg', 'Bebida isotónica, barrita energética y cronómetro'),
      heading('Entrena con energía'),
      paragraph('2 × 1 en bebidas isotónicas y barritas energéticas durante todo el mes.'),
      button('Consejos de hidratación', post(6), '#2b8a3e'),
      ...footer,
    ],
  },
  {
    name: 'Black Friday en parafarmacia',
    description: 'Ofertas del fin de semana de Black Friday',
    type: 2,
    segmentId: 0,
    postId: 0,
    subject: 'Black Friday: ofertas solo este fin de semana',
    createdBy: 'backoffice',
    editedBy: 'backoffice',
    inUse: true,
    blocks: [
      heading('Black Friday en tu farmacia'),
      paragraph('Del viernes al lunes, descuentos de hasta el 40 % en parafarmacia: cosmética, higiene, nutrición e infantil.'),
      button('Ver ofertas', 'https://www.farmacias-demo.example/ofertas', '#212529'),
      ...footer,
    ],
  },
  {
    name: 'Piel seca en invierno',
    description: 'Cuidado de labios, manos y piel atópica en invierno',
    type: 1,
    segmentId: 6,
    postId: 13,
    subject: 'Cuida tu piel del frío',
    createdBy: 'mgarcia',
    editedBy: 'mgarcia',
    inUse: false,
    blocks: [
      heading('Que el frío no reseque tu piel'),
      paragraph('Hidrata manos y labios varias veces al día y evita las duchas muy calientes. Te aconsejamos la crema más adecuada para tu tipo de piel.'),
      button('Cuidados básicos', post(13)),
      ...footer,
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo data of templates, segments and blog posts: generated once from the seed and `now`. */
export function generateTemplateDemo(now: number): TemplateDemoData {
  const templates = SEEDS.map((seed, index): DemoTemplate => {
    const design = emailDesignOf(emailDocumentOf(seed.blocks), { title: seed.subject });
    return {
      id: String(index + 1),
      name: seed.name,
      description: seed.description,
      isHealthcare: seed.type === 1,
      type: seed.type,
      content: design.content,
      htmlContent: design.html,
      segmentId: seed.segmentId,
      subject: seed.subject,
      postId: seed.postId,
      isDeleted: false,
      createdBy: seed.createdBy,
      editedBy: seed.editedBy,
      inUse: seed.inUse,
    };
  });
  return {
    templates,
    segments: SEGMENTS.map((segment) => ({ ...segment, isDeleted: false })),
    posts: POSTS.map(([title, slug], index) => ({ id: index + 1, title, link: `${DEMO_BLOG_URL}/${slug}`, publishedAt: now - (POSTS.length - index) * 9 * DAY_MS })),
  };
}

/** The templates part of a demo database (shared by the templates, segments and blog adapters). */
export function templateDemo(db: DemoDatabase): TemplateDemo {
  const generated = (now: number): TemplateDemoData => generateTemplateDemo(now);
  const templates = db.collection<DemoTemplate>('templates', { version: 2, key: (template) => template.id, generate: ({ now }) => generated(now).templates });
  const reference = db.collection<DemoSegment | DemoBlogPost>('templates.reference', {
    version: 1,
    key: (record) => ('name' in record ? `segment-${record.id}` : `post-${record.id}`),
    generate: ({ now }) => {
      const data = generated(now);
      return [...data.segments, ...data.posts];
    },
  });
  const records = reference.all();
  return {
    templates,
    segments: records.filter((record): record is DemoSegment => 'name' in record),
    posts: records.filter((record): record is DemoBlogPost => 'title' in record),
  };
}

/** The id the next created template gets: one past the highest so far. */
export function nextTemplateId(templates: readonly DemoTemplate[]): string {
  return String(templates.reduce((highest, template) => Math.max(highest, Number(template.id) || 0), 0) + 1);
}
