import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useUiServices } from '../shared/ui-services-context';
import { webQueries } from './web.queries';

/**
 * The entity autocomplete (spec 3 §2): type part of a pharmacy's name or its eid and choose it. The
 * list shows the first 50 matches.
 */
export function PharmacySelect({ value, onChange, error, disabled }: { readonly value: number | undefined; readonly onChange: (eid: number | undefined) => void; readonly error?: string; readonly disabled?: boolean }) {
  const { t } = useLingui();
  const services = useUiServices();
  const pharmacies = useQuery(webQueries.pharmacies(services));
  const data = useMemo(() => (pharmacies.data ?? []).map((pharmacy) => ({ value: String(pharmacy.id), label: `${pharmacy.name} (${pharmacy.id})` })), [pharmacies.data]);
  return (
    <Select
      label={t`Farmacia`}
      placeholder={pharmacies.isLoading ? t`Cargando farmacias…` : t`Escribe el nombre o el eid`}
      searchable
      clearable
      limit={50}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      nothingFoundMessage={pharmacies.isError ? t`No se han podido cargar las farmacias` : t`Ninguna farmacia coincide`}
      error={error}
      disabled={disabled}
      required
    />
  );
}
