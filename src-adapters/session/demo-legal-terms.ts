/**
 * The demo's legal terms (memory profile), in their own module: the demo gateway loads them when a
 * pharmacy's terms are asked for, not with the first page.
 */

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
