import { useLingui } from '@lingui/react/macro';
import { Grid, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { WEB_THEMES, serversOf } from '@domain/web';
import { useUiServices } from '../shared/ui-services-context';
import { PharmacySelect } from './pharmacy-select';
import { webQueries } from './web.queries';

/** The part of a website form that says whose website it is, where it runs and how it looks. */
export interface WebSiteFieldsValue {
  readonly eid: number | undefined;
  readonly server: string;
  readonly domain: string;
  readonly theme: string;
}

/** The fields of {@link WebSiteFieldsValue} that can carry a message. */
export type WebSiteField = keyof WebSiteFieldsValue;

/**
 * The first four fields of a new website and of a web deployment (spec 3 §2), each in a half-width
 * column of the form's grid: the pharmacy (the entity autocomplete), the server (one of the servers the
 * virtual hosts run on), the domain and the theme.
 */
export function WebSiteFields({
  value,
  onChange,
  shown,
}: {
  readonly value: WebSiteFieldsValue;
  readonly onChange: (change: Partial<WebSiteFieldsValue>) => void;
  /** The message under a field, if any. */
  readonly shown: (field: WebSiteField) => string | undefined;
}) {
  const { t } = useLingui();
  const services = useUiServices();
  const vhosts = useQuery(webQueries.vhosts(services));
  const servers = useMemo(() => serversOf(vhosts.data ?? []), [vhosts.data]);
  return (
    <>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <PharmacySelect value={value.eid} onChange={(eid) => onChange({ eid })} error={shown('eid')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Select
          label={t`Servidor`}
          placeholder={vhosts.isLoading ? t`Cargando servidores…` : t`Elige el servidor`}
          data={servers}
          value={value.server === '' ? null : value.server}
          onChange={(server) => onChange({ server: server ?? '' })}
          error={shown('server') ?? (vhosts.isError ? t`No se han podido cargar los servidores` : undefined)}
          required
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput label={t`Dominio`} placeholder="farmacia.es" value={value.domain} onChange={(event) => onChange({ domain: event.currentTarget.value })} error={shown('domain')} required />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Select label={t`Tema`} data={[...WEB_THEMES]} value={value.theme} allowDeselect={false} onChange={(theme) => onChange({ theme: theme ?? value.theme })} error={shown('theme')} required />
      </Grid.Col>
    </>
  );
}
