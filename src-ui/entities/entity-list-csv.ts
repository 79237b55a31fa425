import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isUploadOutdated } from '@domain/entities';
import { formatInstantDateTime } from '@domain/shared-kernel';
import { downloadCsv } from '../shared/download';
import type { EntityRow } from './entity-columns';
import { FORM_STATUS_LABELS, monthText } from './entity-messages';

const HEADERS = {
  id: msg`Id`,
  name: msg`Farmacia`,
  contact: msg`Contacto`,
  kam: msg`KAM`,
  erp: msg`ERP`,
  lastUpload: msg`Última subida`,
  outdated: msg`Desactualizada`,
  formStatus: msg`Formulario de alta`,
  commercial: msg`Comercial`,
  administrative: msg`Administrativo`,
  contactMail: msg`Correo de contacto`,
  lastCache: msg`Última caché`,
  lastReport: msg`Último informe`,
  yes: msg`Sí`,
  no: msg`No`,
  fileStandard: msg`entidades`,
  fileCache: msg`entidades-cache-informes`,
};

/**
 * Downloads the rows the list shows (every page, in its order) as a CSV file with ';' separators
 * (spec 3 §2): the v1 columns and the outdated flag, then the v2 columns in the standard mode or the
 * last cache and report in the cache/report mode.
 */
export function downloadEntityList(i18n: I18n, rows: readonly EntityRow[], mode: 'standard' | 'cache', now: number): void {
  const text = (descriptor: (typeof HEADERS)[keyof typeof HEADERS]) => i18n._(descriptor);
  const leading = [HEADERS.id, HEADERS.name, HEADERS.contact, HEADERS.kam, HEADERS.erp, HEADERS.lastUpload, HEADERS.outdated].map(text);
  const trailing = mode === 'standard' ? [HEADERS.formStatus, HEADERS.commercial, HEADERS.administrative, HEADERS.contactMail].map(text) : [HEADERS.lastCache, HEADERS.lastReport].map(text);
  const lines = rows.map((row) => [
    row.id,
    row.name,
    row.contactName,
    row.kam,
    row.erp,
    row.lastUploadDate === undefined ? '' : formatInstantDateTime(row.lastUploadDate),
    text(isUploadOutdated(row.lastUploadDate, now) ? HEADERS.yes : HEADERS.no),
    ...(mode === 'standard'
      ? [row.details?.formStatus === undefined ? '' : i18n._(FORM_STATUS_LABELS[row.details.formStatus]), row.details?.commercial ?? '', row.details?.administrative ?? '', row.details?.contactMail ?? '']
      : [monthText(row.lastCache), monthText(row.lastReport)]),
  ]);
  downloadCsv(text(mode === 'standard' ? HEADERS.fileStandard : HEADERS.fileCache), [...leading, ...trailing], lines);
}
