import { formatMonthYear, monthAt, type Month, type YearMonth } from '@domain/months';
import type { DemoCollection, DemoDatabase, SeededRandom } from '@adapters/demo';

/** A parapharmacy product that pharmacies show in their marketing pictures. */
export interface PictureProduct {
  /** Código nacional: six digits, a dot and the check digit. */
  readonly code: string;
  readonly name: string;
  readonly laboratory: string;
  readonly category: string;
  /** Retail price with VAT, in euros. */
  readonly pvp: number;
}

/** The products of the demo's marketing pictures. */
export const PICTURE_PRODUCTS: readonly PictureProduct[] = [
  { code: '184523.6', name: 'Crema hidratante facial con ácido hialurónico 50 ml', laboratory: 'Laboratorios Albéniz', category: 'Dermocosmética', pvp: 18.95 },
  { code: '172640.1', name: 'Protector solar facial SPF 50+ toque seco 50 ml', laboratory: 'Solària Dermo', category: 'Solares', pvp: 21.5 },
  { code: '165318.2', name: 'Gel de baño de avena coloidal para piel atópica 750 ml', laboratory: 'Dermatología Peñalba', category: 'Higiene corporal', pvp: 12.4 },
  { code: '190274.8', name: 'Champú anticaída con cafeína 400 ml', laboratory: 'Capilia Laboratorios', category: 'Capilar', pvp: 15.9 },
  { code: '158836.4', name: 'Jarabe para la tos seca sabor miel y limón 150 ml', laboratory: 'Farmalíder Ibérica', category: 'Respiratorio', pvp: 8.75 },
  { code: '177451.3', name: 'Pastillas para la garganta sin azúcar 24 uds', laboratory: 'Farmalíder Ibérica', category: 'Respiratorio', pvp: 6.2 },
  { code: '181902.7', name: 'Suero fisiológico en monodosis 30 × 5 ml', laboratory: 'Laboratorios Núñez Salud', category: 'Infantil', pvp: 4.95 },
  { code: '169027.5', name: 'Crema de pañal con óxido de zinc 100 g', laboratory: 'Bebé Natura', category: 'Infantil', pvp: 9.3 },
  { code: '186645.9', name: 'Leche de crecimiento 3 en polvo 800 g', laboratory: 'Nutribebé', category: 'Nutrición infantil', pvp: 16.8 },
  { code: '154390.0', name: 'Colágeno con magnesio sabor limón 30 sobres', laboratory: 'Vitalmed', category: 'Complementos alimenticios', pvp: 22.9 },
  { code: '173318.6', name: 'Melatonina 1,9 mg 60 comprimidos', laboratory: 'Vitalmed', category: 'Descanso', pvp: 11.45 },
  { code: '160047.2', name: 'Probiótico para la flora intestinal 20 cápsulas', laboratory: 'Bioequilibrio', category: 'Digestivo', pvp: 17.6 },
  { code: '178865.1', name: 'Vitamina D3 2000 UI en gotas 20 ml', laboratory: 'Vitalmed', category: 'Complementos alimenticios', pvp: 13.25 },
  { code: '152209.4', name: 'Crema de manos reparadora con urea al 10 % 75 ml', laboratory: 'Dermatología Peñalba', category: 'Dermocosmética', pvp: 7.85 },
  { code: '189934.3', name: 'Bálsamo labial reparador SPF 20', laboratory: 'Solària Dermo', category: 'Solares', pvp: 5.6 },
  { code: '166582.0', name: 'Contorno de ojos antiojeras con cafeína 15 ml', laboratory: 'Laboratorios Albéniz', category: 'Dermocosmética', pvp: 24.3 },
  { code: '171196.5', name: 'Sérum antioxidante con vitamina C 30 ml', laboratory: 'Laboratorios Albéniz', category: 'Dermocosmética', pvp: 29.9 },
  { code: '157713.8', name: 'Agua micelar para piel sensible 400 ml', laboratory: 'Dermatología Peñalba', category: 'Higiene facial', pvp: 10.95 },
  { code: '183377.2', name: 'Gel hidroalcohólico de manos 500 ml', laboratory: 'Higiene Castellana', category: 'Higiene corporal', pvp: 4.5 },
  { code: '175049.9', name: 'Colutorio para encías sensibles 500 ml', laboratory: 'Oralis', category: 'Salud bucodental', pvp: 8.4 },
  { code: '162781.6', name: 'Pasta dentífrica blanqueadora 75 ml', laboratory: 'Oralis', category: 'Salud bucodental', pvp: 5.95 },
  { code: '187520.4', name: 'Cepillo interdental cónico 6 uds', laboratory: 'Oralis', category: 'Salud bucodental', pvp: 4.8 },
  { code: '159962.7', name: 'Repelente de mosquitos en espray 100 ml', laboratory: 'Campoverde Salud', category: 'Viaje', pvp: 9.9 },
  { code: '180416.3', name: 'Gel calmante de aloe vera para después del sol 200 ml', laboratory: 'Solària Dermo', category: 'Solares', pvp: 9.75 },
  { code: '168305.1', name: 'Loción antipiojos con lendrera 100 ml', laboratory: 'Bebé Natura', category: 'Infantil', pvp: 14.2 },
  { code: '174872.6', name: 'Medias de compresión ligera talla M', laboratory: 'Ortopedia Ebro', category: 'Ortopedia', pvp: 26.5 },
  { code: '163598.0', name: 'Rodillera elástica con refuerzo rotuliano', laboratory: 'Ortopedia Ebro', category: 'Ortopedia', pvp: 19.95 },
  { code: '185231.5', name: 'Test de embarazo digital 1 ud', laboratory: 'Diagnóstica Levante', category: 'Diagnóstico', pvp: 12.6 },
  { code: '176694.2', name: 'Termómetro digital de punta flexible', laboratory: 'Diagnóstica Levante', category: 'Diagnóstico', pvp: 7.25 },
  { code: '161450.8', name: 'Tiras reactivas de glucosa 50 uds', laboratory: 'Diagnóstica Levante', category: 'Diagnóstico', pvp: 21.8 },
  { code: '182087.4', name: 'Infusión relajante de tila y valeriana 20 bolsitas', laboratory: 'Herbolaria del Moncayo', category: 'Fitoterapia', pvp: 3.95 },
  { code: '170739.0', name: 'Jalea real con própolis 20 viales', laboratory: 'Herbolaria del Moncayo', category: 'Complementos alimenticios', pvp: 15.4 },
  { code: '164216.3', name: 'Espray nasal de agua de mar hipertónica 100 ml', laboratory: 'Laboratorios Núñez Salud', category: 'Respiratorio', pvp: 8.9 },
  { code: '179553.9', name: 'Lágrimas artificiales con ácido hialurónico 10 ml', laboratory: 'Oftalmia', category: 'Salud ocular', pvp: 10.5 },
  { code: '188768.5', name: 'Toallitas limpiadoras de párpados 20 uds', laboratory: 'Oftalmia', category: 'Salud ocular', pvp: 9.15 },
  { code: '155874.1', name: 'Desodorante sin sales de aluminio 48 h roll-on 50 ml', laboratory: 'Higiene Castellana', category: 'Higiene corporal', pvp: 6.75 },
  { code: '167940.6', name: 'Crema antiestrías con aceite de rosa mosqueta 200 ml', laboratory: 'Bebé Natura', category: 'Maternidad', pvp: 19.4 },
  { code: '172105.2', name: 'Batido sustitutivo de comida sabor chocolate 12 sobres', laboratory: 'Nutrifarma', category: 'Nutrición', pvp: 27.6 },
  { code: '156621.9', name: 'Magnesio y potasio efervescente 20 comprimidos', laboratory: 'Vitalmed', category: 'Complementos alimenticios', pvp: 9.85 },
  { code: '184990.7', name: 'Espuma limpiadora facial para piel grasa 150 ml', laboratory: 'Dermatología Peñalba', category: 'Higiene facial', pvp: 11.3 },
];

/** How often a product appeared in a month's marketing pictures. */
export interface PictureProductUse {
  readonly code: string;
  /** Pictures in which the product appears. */
  readonly pictures: number;
  /** Pharmacies that sent those pictures. */
  readonly pharmacies: number;
}

/** A campaign month of the demo, with the products of its marketing pictures. */
export interface DemoMonth extends Month {
  readonly products: readonly PictureProductUse[];
}


/** How many months before the current one the demo starts: a year of history. */
const MONTHS_OF_HISTORY = 12;

function shiftMonth(value: YearMonth, count: number): YearMonth {
  const index = value.year * 12 + (value.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function pictureProducts(random: SeededRandom, count: number, pharmacyCount: number): PictureProductUse[] {
  const pool = [...PICTURE_PRODUCTS];
  const chosen: PictureProductUse[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [product] = pool.splice(random.int(0, pool.length - 1), 1);
    if (product === undefined) break;
    const pictures = random.int(1, 60);
    chosen.push({ code: product.code, pictures, pharmacies: random.int(1, Math.min(pictures, pharmacyCount)) });
  }
  return chosen;
}

/**
 * The demo's campaign months: a year of history up to the month after the current one, ids from 101.
 * Months more than one month old are blocked (their pictures are closed); the previous, current and
 * next months are open. Past and current months have 14–26 products in their pictures, the next one
 * the first 3–6.
 */
export function demoMonths(db: DemoDatabase): DemoCollection<DemoMonth> {
  return db.collection<DemoMonth>('months', {
    version: 1,
    key: (month) => month.id,
    generate: ({ random, now, data }) => {
      const current = monthAt(now);
      const months: DemoMonth[] = [];
      for (let offset = -MONTHS_OF_HISTORY; offset <= 1; offset += 1) {
        const count = offset === 1 ? random.int(3, 6) : random.int(14, 26);
        months.push({
          id: String(101 + months.length),
          monthYear: formatMonthYear(shiftMonth(current, offset)),
          blocked: offset < -1,
          products: pictureProducts(random, count, data.pharmacies.length),
        });
      }
      return months;
    },
  });
}

/** The id the next added month gets: one past the highest so far. */
export function nextMonthId(months: readonly DemoMonth[]): string {
  return String(months.reduce((highest, month) => Math.max(highest, Number(month.id)), 100) + 1);
}
