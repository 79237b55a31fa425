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

/** ERPs of the entity list (spec 3 §3). */
export const ERPS = ['Farmatic', 'Unycop', 'Nixfarma', 'Bitfarma', 'Farmalog'] as const;

/** Key-account managers (the entity list's logic_group). */
export const KAMS = ['Lucía Herrero', 'Jorge Calvo', 'Marina Pastor', 'Andrés Vidal', 'Sofía Crespo'] as const;

/** The legal terms document offered to pharmacies that have signed none. */
export const LEGAL_TERMS_DOCUMENT = [
  'CONDICIONES GENERALES DE USO DE LA PLATAFORMA',
  '1. Objeto. Las presentes condiciones regulan el acceso y uso de la plataforma de servicios digitales para farmacias (en adelante, «la Plataforma») por parte de la farmacia titular de la cuenta y de las personas autorizadas por ella.',
  '2. Acceso. El acceso se realiza mediante usuario y contraseña personales e intransferibles. La farmacia se compromete a custodiarlos y a comunicar de inmediato cualquier uso no autorizado.',
  '3. Protección de datos. La farmacia actúa como responsable del tratamiento de los datos de sus clientes y el proveedor como encargado del tratamiento, conforme al Reglamento (UE) 2016/679 y a la Ley Orgánica 3/2018. Los datos se tratarán exclusivamente para prestar los servicios contratados.',
  '4. Comunicaciones comerciales. Las campañas de correo electrónico y SMS solo podrán dirigirse a clientes que hayan prestado su consentimiento. Queda prohibida la promoción de medicamentos sujetos a prescripción médica.',
  '5. Contenidos. La farmacia es responsable de los contenidos que publique o envíe a través de la Plataforma y garantiza que no vulneran derechos de terceros ni la normativa sanitaria aplicable.',
  '6. Disponibilidad. El proveedor realizará sus mejores esfuerzos para mantener la Plataforma disponible, pudiendo interrumpirla por tareas de mantenimiento, que se comunicarán con antelación cuando sea posible.',
  '7. Propiedad intelectual. El software, los diseños y las plantillas de la Plataforma son propiedad del proveedor o de sus licenciantes. La farmacia recibe una licencia de uso limitada a la duración del contrato.',
  '8. Duración y baja. El uso de la Plataforma se mantiene mientras esté vigente el contrato de servicios. A su término, la farmacia podrá solicitar la exportación de sus datos durante los treinta días siguientes.',
  '9. Modificaciones. El proveedor podrá modificar estas condiciones, lo que se comunicará a la farmacia, que deberá aceptarlas de nuevo para continuar usando la Plataforma.',
  '10. Legislación y jurisdicción. Estas condiciones se rigen por la legislación española. Para cualquier controversia las partes se someten a los juzgados y tribunales del domicilio de la farmacia.',
].join('\n\n');

/** The same conditions in English, for trainees who use the application in English. */
export const LEGAL_TERMS_DOCUMENT_EN = [
  'GENERAL CONDITIONS OF USE OF THE PLATFORM',
  '1. Purpose. These conditions govern the access to and use of the digital services platform for pharmacies (hereinafter, "the Platform") by the pharmacy that holds the account and by the people it authorises.',
  '2. Access. Access is by personal, non-transferable username and password. The pharmacy undertakes to keep them safe and to report any unauthorised use at once.',
  "3. Data protection. The pharmacy is the controller of its clients' data and the provider its processor, under Regulation (EU) 2016/679 and Organic Law 3/2018. The data are processed solely to provide the contracted services.",
  '4. Commercial communications. Email and SMS campaigns may only be sent to clients who have given their consent. Promoting prescription-only medicines is forbidden.',
  '5. Contents. The pharmacy is responsible for the contents it publishes or sends through the Platform and guarantees that they infringe neither the rights of third parties nor the applicable health regulations.',
  '6. Availability. The provider will make its best efforts to keep the Platform available and may interrupt it for maintenance, announced in advance whenever possible.',
  "7. Intellectual property. The Platform's software, designs and templates belong to the provider or its licensors. The pharmacy receives a licence of use limited to the term of the contract.",
  '8. Term and termination. The Platform may be used while the services contract is in force. When it ends, the pharmacy may ask for an export of its data within the following thirty days.',
  '9. Changes. The provider may change these conditions; the pharmacy will be told and must accept them again to go on using the Platform.',
  '10. Law and jurisdiction. These conditions are governed by Spanish law. The parties submit any dispute to the courts of the pharmacy\'s domicile.',
].join('\n\n');

/** A name as the local part of a demo email address: no accents, lower case, letters and digits only. */
export function plainName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
