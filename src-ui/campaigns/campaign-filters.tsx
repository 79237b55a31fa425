import { useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CampaignStatus, CampaignSubtype } from '@domain/campaigns';
import type { AddressTableState } from '../shared/table/use-address-table';
import { campaignStatusLabels } from './campaign-messages';

/** A change of the campaign filters: a key present with `undefined` clears that filter. */
export interface CampaignFilterChange {
  readonly status?: CampaignStatus | undefined;
  readonly channel?: CampaignSubtype | undefined;
}

/**
 * The filters of a campaign table: channel, status (among `statuses`), any filter of the screen
 * (`children`, before the search) and the search box of its address table.
 */
export function CampaignFilters(props: {
  readonly channel: CampaignSubtype | undefined;
  readonly status: CampaignStatus | undefined;
  readonly statuses: readonly CampaignStatus[];
  readonly onChange: (change: CampaignFilterChange) => void;
  readonly searchBox: AddressTableState<unknown>['searchBox'];
  readonly children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <Group align="flex-end">
      <SegmentedControl
        aria-label={t`Filtrar por canal`}
        value={props.channel ?? 'all'}
        onChange={(value) => props.onChange({ channel: value === 'all' ? undefined : (value) })}
        data={[
          { value: 'all', label: t`Todas` },
          { value: 'email', label: t`Email` },
          { value: 'sms', label: t`SMS` },
        ]}
      />
      <Select
        label={t`Filtrar por estado`}
        placeholder={t`Todos`}
        clearable
        w={170}
        value={props.status ?? null}
        onChange={(value) => props.onChange({ status: (value ?? undefined) })}
        data={props.statuses.map((status) => ({ value: status, label: i18n._(campaignStatusLabels[status]) }))}
      />
      {props.children}
      <TextInput
        label={t`Buscar`}
        placeholder={t`Nombre, asunto o texto`}
        value={props.searchBox.value}
        onChange={(event) => props.searchBox.change(event.currentTarget.value)}
        w={240}
        type="search"
      />
    </Group>
  );
}
