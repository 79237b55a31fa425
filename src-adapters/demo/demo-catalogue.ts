/** Spanish names, places and people the demo data set draws from. */

export const SURNAMES = [
  'García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez',
  'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina',
  'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez',
  'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto',
] as const;

export const FIRST_NAMES = [
  'María', 'Carmen', 'Ana', 'Laura', 'Lucía', 'Marta', 'Elena', 'Cristina', 'Isabel', 'Pilar',
  'Antonio', 'José', 'Manuel', 'Francisco', 'David', 'Javier', 'Daniel', 'Carlos', 'Miguel', 'Alejandro',
  'Nuria', 'Raquel', 'Sergio', 'Pablo', 'Rocío', 'Iñaki', 'Begoña', 'Jordi', 'Montserrat', 'Óscar',
] as const;

/** The women's names of {@link FIRST_NAMES}: a demo client's registered sex follows the name. */
export const FEMALE_FIRST_NAMES: ReadonlySet<string> = new Set(['María', 'Carmen', 'Ana', 'Laura', 'Lucía', 'Marta', 'Elena', 'Cristina', 'Isabel', 'Pilar', 'Nuria', 'Raquel', 'Rocío', 'Begoña', 'Montserrat']);

export const STREETS = [
  'Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España', 'Calle del Carmen', 'Avenida de Andalucía',
  'Calle San Juan', 'Paseo de la Castellana', 'Calle Alcalá', 'Rambla de Catalunya', 'Calle Colón', 'Avenida del Puerto',
  'Calle de la Paz', 'Gran Vía', 'Calle Sol', 'Calle Nueva', 'Avenida de Galicia', 'Calle Libertad', 'Calle Cervantes',
  'Calle Goya', 'Ronda de Sant Pere', 'Avenida Blasco Ibáñez', 'Calle Larios', 'Calle Uría', 'Calle Estafeta',
] as const;

/** City, province and the first two digits of its postal codes. */
export const CITIES: readonly (readonly [city: string, province: string, postalPrefix: string])[] = [
  ['Madrid', 'Madrid', '28'],
  ['Barcelona', 'Barcelona', '08'],
  ['Valencia', 'Valencia', '46'],
  ['Sevilla', 'Sevilla', '41'],
  ['Zaragoza', 'Zaragoza', '50'],
  ['Málaga', 'Málaga', '29'],
  ['Murcia', 'Murcia', '30'],
  ['Palma', 'Illes Balears', '07'],
  ['Bilbao', 'Bizkaia', '48'],
  ['Alicante', 'Alicante', '03'],
  ['Córdoba', 'Córdoba', '14'],
  ['Valladolid', 'Valladolid', '47'],
  ['Vigo', 'Pontevedra', '36'],
  ['Gijón', 'Asturias', '33'],
  ['A Coruña', 'A Coruña', '15'],
  ['Granada', 'Granada', '18'],
  ['Las Palmas de Gran Canaria', 'Las Palmas', '35'],
  ['Santa Cruz de Tenerife', 'Santa Cruz de Tenerife', '38'],
  ['Pamplona', 'Navarra', '31'],
  ['Logroño', 'La Rioja', '26'],
];

/**
 * The home city of pharmacy `eid`'s demo clients, where most of them live (the rest in three nearby
 * cities): the segmentation's clients and the segments named after their city both follow it.
 */
export function clientHomeCityOf(eid: number): (typeof CITIES)[number] {
  return CITIES[eid % CITIES.length] ?? CITIES[0]!;
}

/** ERPs of the entity list (spec 3 §3). */
export const ERPS = ['Farmatic', 'Unycop', 'Nixfarma', 'Bitfarma', 'Farmalog'] as const;

/** Key-account managers (the entity list's logic_group). */
export const KAMS = ['Lucía Herrero', 'Jorge Calvo', 'Marina Pastor', 'Andrés Vidal', 'Sofía Crespo'] as const;

/** A name as the local part of a demo email address: no accents, lower case, letters and digits only. */
export function plainName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
