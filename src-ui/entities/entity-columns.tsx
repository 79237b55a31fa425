import { Badge, Group, Text } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isUploadOutdated, type EntityListEntry, type EntityListRow } from '@domain/entities';
import { formatInstantDateTime } from '@domain/shared-kernel';
import type { DataTableColumn } from '../shared/data-table';
import { EntityRowActions, type EntityRowAction } from './entity-row-actions';

/** A row of the list: the v1 row, with the v2 details once they are read. */
export type EntityRow = EntityListRow & EntityListEntry;

const TITLES = {
  id: msg`Id`,
  name: msg`Farmacia`,
  contact: msg`Contacto`,
  kam: msg`KAM`,
  erp: msg`ERP`,
  lastUpload: msg`Última subida`,
  never: msg`Nunca`,
  outdated: msg`Desactualizada`,
  outdatedHint: msg`Hace más de 24 horas que no sube datos`,
  actions: msg`Acciones`,
};

/**
 * The columns both modes start with (spec 3 §3 "Entity list row (v1)"): id, name, contact, KAM, ERP
 * and the last upload, flagged when it is older than 24 hours at `now` (spec 3 §4).
 */
export function leadingColumns(i18n: I18n, now: number): DataTableColumn<EntityRow>[] {
  return [
    { accessor: 'id', title: i18n._(TITLES.id), sortable: true, width: 80 },
    { accessor: 'name', title: i18n._(TITLES.name), sortable: true },
    { accessor: 'contactName', title: i18n._(TITLES.contact), sortable: true },
    { accessor: 'kam', title: i18n._(TITLES.kam), sortable: true },
    { accessor: 'erp', title: i18n._(TITLES.erp), sortable: true },
    {
      accessor: 'lastUploadDate',
      title: i18n._(TITLES.lastUpload),
      sortable: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{row.lastUploadDate === undefined ? i18n._(TITLES.never) : formatInstantDateTime(row.lastUploadDate)}</Text>
          {/* A native title, not a floating tooltip per row: a page of 100 rows mounts no positioning code. */}
          {isUploadOutdated(row.lastUploadDate, now) && (
            <Badge color="red" variant="light" size="sm" title={i18n._(TITLES.outdatedHint)}>
              {i18n._(TITLES.outdated)}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
}

/** The row actions' column: every action of the list, in order. */
export function actionsColumn(i18n: I18n, actions: readonly EntityRowAction[]): DataTableColumn<EntityRow> {
  return { accessor: 'actions', title: i18n._(TITLES.actions), textAlign: 'right', render: (row) => <EntityRowActions actions={actions} row={row} /> };
}
