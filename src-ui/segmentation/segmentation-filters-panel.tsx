import { useLingui } from '@lingui/react/macro';
import { Accordion, Checkbox, Group, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import {
  deselectProductFamily,
  filterErrorsOf,
  selectProductFamily,
  type ErpFilter,
  type FilterError,
  type FilterNumber,
  type ProductFamily,
  type SegmentationFilters,
  type SegmentationMasterData,
  type ValidatedFilter,
} from '@domain/segmentation';
import { monthName, type Language } from '@domain/shared-kernel';
import { SearchedOptions } from './searched-options';
import { filterErrorMessages } from './segmentation-messages';

/** A change of one filter group. */
export type FiltersChange = (change: Partial<SegmentationFilters>) => void;

interface PanelProps {
  readonly eid: number;
  readonly filters: SegmentationFilters;
  readonly errors: readonly FilterError[];
  readonly masterData: SegmentationMasterData | undefined;
  /** The ERP-specific filters this pharmacy's ERP offers (spec 2 §5 "Filters by ERP"). */
  readonly erpFilters: ReadonlySet<ErpFilter>;
  readonly language: Language;
  readonly onChange: FiltersChange;
}

/** A number input's value as a filter holds it: empty is "not set". */
const numberOf = (value: string | number): FilterNumber => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function FieldErrors({ errors, field }: { errors: readonly FilterError[]; field: ValidatedFilter }) {
  const { i18n } = useLingui();
  const codes = filterErrorsOf(errors, field);
  if (codes.length === 0) return null;
  return (
    <Text c="red.8" size="sm" role="alert" id={`segmentation-${field}-error`}>
      {codes.map((code) => i18n._(filterErrorMessages[code])).join(' · ')}
    </Text>
  );
}


function Section({ value, title, active, children }: { value: string; title: string; active: boolean; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap">
          <span>{title}</span>
          {active && (
            <Text span c="teal.8" fw={700} aria-hidden>
              •
            </Text>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">{children}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function Range(props: {
  readonly legend: string;
  readonly minLabel: string;
  readonly maxLabel: string;
  readonly min: FilterNumber;
  readonly max: FilterNumber;
  readonly suffix?: string;
  readonly field: ValidatedFilter;
  readonly errors: readonly FilterError[];
  readonly onChange: (min: FilterNumber, max: FilterNumber) => void;
}) {
  const invalid = filterErrorsOf(props.errors, props.field).length > 0;
  const described = invalid ? `segmentation-${props.field}-error` : undefined;
  return (
    <Stack gap={4}>
      <Group grow gap="xs" align="flex-start" aria-label={props.legend} role="group">
        <NumberInput
          label={props.minLabel}
          value={props.min ?? ''}
          onChange={(value) => props.onChange(numberOf(value), props.max)}
          min={0}
          allowDecimal={props.suffix !== undefined}
          decimalSeparator=","
          thousandSeparator="."
          suffix={props.suffix}
          error={invalid}
          aria-describedby={described}
        />
        <NumberInput
          label={props.maxLabel}
          value={props.max ?? ''}
          onChange={(value) => props.onChange(props.min, numberOf(value))}
          min={0}
          allowDecimal={props.suffix !== undefined}
          decimalSeparator=","
          thousandSeparator="."
          suffix={props.suffix}
          error={invalid}
          aria-describedby={described}
        />
      </Group>
      <FieldErrors errors={props.errors} field={props.field} />
    </Stack>
  );
}

/** The product families as a tree of check boxes: a group covers its subfamilies (spec 2 §5). */
function FamilyTree({ families, selected, onChange }: { families: readonly ProductFamily[]; selected: readonly string[]; onChange: (ids: readonly string[]) => void }) {
  const toggle = (id: string, on: boolean) => onChange(on ? selectProductFamily(selected, families, id) : deselectProductFamily(selected, id));
  return (
    <Stack gap={6}>
      {families.map((group) => {
        const groupOn = selected.includes(group.id);
        return (
          <Stack key={group.id} gap={4}>
            <Checkbox label={group.name} checked={groupOn} onChange={(event) => toggle(group.id, event.currentTarget.checked)} fw={600} />
            <Stack gap={4} pl="lg">
              {group.subfamilies.map((family) => (
                <Checkbox
                  key={family.id}
                  label={family.name}
                  checked={groupOn || selected.includes(family.id)}
                  disabled={groupOn}
                  onChange={(event) => toggle(family.id, event.currentTarget.checked)}
                  size="xs"
                />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The filters panel of the segmentation screen (spec 2 §3 "Client segmentation filters"): one section
 * per filter group, a dot on the sections with something set, each validation error beside its field
 * in words. The ERP-specific filters show only for the ERPs that have them.
 */
export const SegmentationFiltersPanel = memo(function SegmentationFiltersPanel(props: PanelProps) {
  const { eid, filters, errors, masterData, onChange, language } = props;
  const { t } = useLingui();
  const erp = props.erpFilters;
  const { age, origin, genre, place, loyalty, quality, saleDate } = filters;
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const periodInvalid = filterErrorsOf(errors, 'saleDate').length > 0;

  return (
    <Accordion multiple defaultValue={['age', 'genre', 'families', 'expense', 'period']} variant="separated" chevronPosition="right">
      <Section value="age" title={t`Edad`} active={age.moreThan !== null || age.lessThan !== null || age.notRegistered || age.checkBirthdate || age.checkMonthBirthdate}>
        <Range
          legend={t`Edad`}
          minLabel={t`Mayor de (años)`}
          maxLabel={t`Menor de (años)`}
          min={age.moreThan}
          max={age.lessThan}
          field="age"
          errors={errors}
          onChange={(moreThan, lessThan) => onChange({ age: { ...age, moreThan, lessThan } })}
        />
        <Checkbox label={t`Sin fecha de nacimiento registrada`} checked={age.notRegistered} onChange={(event) => onChange({ age: { ...age, notRegistered: event.currentTarget.checked } })} />
        <Checkbox label={t`Cumplen años hoy`} checked={age.checkBirthdate} onChange={(event) => onChange({ age: { ...age, checkBirthdate: event.currentTarget.checked } })} />
        <Checkbox
          label={t`Cumplen años en un mes`}
          checked={age.checkMonthBirthdate}
          onChange={(event) => onChange({ age: { ...age, checkMonthBirthdate: event.currentTarget.checked, valueMonthBirthdate: event.currentTarget.checked ? (age.valueMonthBirthdate ?? 1) : null } })}
        />
        {age.checkMonthBirthdate && (
          <Select
            label={t`Mes del cumpleaños`}
            data={MONTHS.map((month) => ({ value: String(month), label: monthName(month, language) ?? String(month) }))}
            value={age.valueMonthBirthdate === null ? null : String(age.valueMonthBirthdate)}
            onChange={(value) => onChange({ age: { ...age, valueMonthBirthdate: value === null ? null : Number(value) } })}
            allowDeselect={false}
          />
        )}
      </Section>
      <Section value="genre" title={t`Género`} active={genre.female || genre.male || genre.unregistered}>
        <Group gap="md">
          <Checkbox label={t`Mujer`} checked={genre.female} onChange={(event) => onChange({ genre: { ...genre, female: event.currentTarget.checked } })} />
          <Checkbox label={t`Hombre`} checked={genre.male} onChange={(event) => onChange({ genre: { ...genre, male: event.currentTarget.checked } })} />
          <Checkbox label={t`Sin registrar`} checked={genre.unregistered} onChange={(event) => onChange({ genre: { ...genre, unregistered: event.currentTarget.checked } })} />
        </Group>
      </Section>
      <Section value="origin" title={t`Origen`} active={origin.erp || origin.ds || origin.email || origin.mobile}>
        <Checkbox label={t`Clientes del ERP`} checked={origin.erp} onChange={(event) => onChange({ origin: { ...origin, erp: event.currentTarget.checked } })} />
        <Checkbox label={t`Clientes de la tienda online`} checked={origin.ds} onChange={(event) => onChange({ origin: { ...origin, ds: event.currentTarget.checked } })} />
        <Checkbox label={t`Con email`} checked={origin.email} onChange={(event) => onChange({ origin: { ...origin, email: event.currentTarget.checked } })} />
        <Checkbox label={t`Con móvil`} checked={origin.mobile} onChange={(event) => onChange({ origin: { ...origin, mobile: event.currentTarget.checked } })} />
      </Section>
      <Section value="place" title={t`Localidad`} active={place.cities.length > 0 || place.postcodes.length > 0}>
        <MultiSelect label={t`Ciudades`} data={masterData?.cities ?? []} value={[...place.cities]} onChange={(cities) => onChange({ place: { ...place, cities } })} searchable clearable nothingFoundMessage={t`Sin resultados`} />
        <MultiSelect label={t`Códigos postales`} data={masterData?.postcodes ?? []} value={[...place.postcodes]} onChange={(postcodes) => onChange({ place: { ...place, postcodes } })} searchable clearable nothingFoundMessage={t`Sin resultados`} />
      </Section>
      <Section value="expense" title={t`Gasto total`} active={filters.expense.min !== null || filters.expense.max !== null}>
        <Range
          legend={t`Gasto total`}
          minLabel={t`Gasto mínimo`}
          maxLabel={t`Gasto máximo`}
          min={filters.expense.min}
          max={filters.expense.max}
          suffix=" €"
          field="expense"
          errors={errors}
          onChange={(min, max) => onChange({ expense: { min, max } })}
        />
      </Section>
      <Section value="averageTicket" title={t`Ticket medio`} active={filters.averageTicket.min !== null || filters.averageTicket.max !== null}>
        <Range
          legend={t`Ticket medio`}
          minLabel={t`Ticket medio mínimo`}
          maxLabel={t`Ticket medio máximo`}
          min={filters.averageTicket.min}
          max={filters.averageTicket.max}
          suffix=" €"
          field="averageTicket"
          errors={errors}
          onChange={(min, max) => onChange({ averageTicket: { min, max } })}
        />
      </Section>
      <Section value="period" title={t`Periodo de venta`} active={saleDate.from !== null || saleDate.until !== null}>
        <Group grow gap="xs" align="flex-start">
          <TextInput
            type="date"
            label={t`Desde`}
            value={saleDate.from ?? ''}
            onChange={(event) => onChange({ saleDate: { ...saleDate, from: event.currentTarget.value === '' ? null : event.currentTarget.value } })}
            error={periodInvalid}
            aria-describedby={periodInvalid ? 'segmentation-saleDate-error' : undefined}
          />
          <TextInput
            type="date"
            label={t`Hasta`}
            value={saleDate.until ?? ''}
            onChange={(event) => onChange({ saleDate: { ...saleDate, until: event.currentTarget.value === '' ? null : event.currentTarget.value } })}
            error={periodInvalid}
            aria-describedby={periodInvalid ? 'segmentation-saleDate-error' : undefined}
          />
        </Group>
        <FieldErrors errors={errors} field="saleDate" />
        <Text size="xs" c="dimmed">
          {t`Los filtros de productos, familias, marcas y laboratorios miran las compras de este periodo.`}
        </Text>
      </Section>
      <Section value="families" title={t`Familias de producto`} active={filters.productFamilies.length > 0}>
        {masterData === undefined ? <Text size="sm">{t`Cargando familias…`}</Text> : <FamilyTree families={masterData.productFamilies} selected={filters.productFamilies} onChange={(productFamilies) => onChange({ productFamilies })} />}
      </Section>
      <Section value="products" title={t`Productos`} active={filters.brands.length + filters.laboratories.length + filters.productCodes.length + filters.description.length + filters.productLists.length > 0}>
        <SearchedOptions eid={eid} filter="brands" label={t`Marcas`} value={filters.brands} onChange={(brands) => onChange({ brands })} />
        <SearchedOptions eid={eid} filter="laboratories" label={t`Laboratorios`} value={filters.laboratories} onChange={(laboratories) => onChange({ laboratories })} />
        <SearchedOptions eid={eid} filter="productCodes" label={t`Códigos de producto`} value={filters.productCodes} onChange={(productCodes) => onChange({ productCodes })} />
        <SearchedOptions eid={eid} filter="description" label={t`Descripción del producto`} value={filters.description} onChange={(description) => onChange({ description })} />
        {erp.has('productLists') && (
          <MultiSelect label={t`Listas de productos`} data={options(masterData?.productLists)} value={[...filters.productLists]} onChange={(productLists) => onChange({ productLists })} clearable searchable />
        )}
      </Section>
      {(erp.has('clientCategories') || erp.has('clientType')) && (
        <Section value="clients" title={t`Tipo de cliente`} active={filters.clientCategories.length + filters.clientType.length > 0}>
          {erp.has('clientCategories') && (
            <MultiSelect
              label={t`Categorías de cliente`}
              data={options(masterData?.clientCategories)}
              value={[...filters.clientCategories]}
              onChange={(clientCategories) => onChange({ clientCategories })}
              clearable
              searchable
            />
          )}
          {erp.has('clientType') && (
            <MultiSelect label={t`Tipo de cliente`} data={options(masterData?.clientTypes)} value={[...filters.clientType]} onChange={(clientType) => onChange({ clientType })} clearable />
          )}
        </Section>
      )}
      <Section value="loyalty" title={t`Fidelización`} active={loyalty.moreThan !== null || loyalty.lessThan !== null || loyalty.notRegistered || loyalty.withCard}>
        <Range
          legend={t`Puntos de fidelización`}
          minLabel={t`Más de (puntos)`}
          maxLabel={t`Menos de (puntos)`}
          min={loyalty.moreThan}
          max={loyalty.lessThan}
          field="loyalty"
          errors={errors}
          onChange={(moreThan, lessThan) => onChange({ loyalty: { ...loyalty, moreThan, lessThan } })}
        />
        <Checkbox label={t`Con tarjeta de fidelización`} checked={loyalty.withCard} onChange={(event) => onChange({ loyalty: { ...loyalty, withCard: event.currentTarget.checked } })} />
        <Checkbox label={t`Sin tarjeta de fidelización`} checked={loyalty.notRegistered} onChange={(event) => onChange({ loyalty: { ...loyalty, notRegistered: event.currentTarget.checked } })} />
      </Section>
      <Section value="quality" title={t`Calidad de los datos`} active={Object.values(quality).some(Boolean)}>
        <Checkbox label={t`Sin email`} checked={quality.hasEmptyMail} onChange={(event) => onChange({ quality: { ...quality, hasEmptyMail: event.currentTarget.checked } })} />
        <Checkbox label={t`Email no válido`} checked={quality.hasInvalidMail} onChange={(event) => onChange({ quality: { ...quality, hasInvalidMail: event.currentTarget.checked } })} />
        <Checkbox label={t`Sin teléfono`} checked={quality.hasEmptyPhone} onChange={(event) => onChange({ quality: { ...quality, hasEmptyPhone: event.currentTarget.checked } })} />
        <Checkbox label={t`Teléfono no válido`} checked={quality.hasInvalidPhone} onChange={(event) => onChange({ quality: { ...quality, hasInvalidPhone: event.currentTarget.checked } })} />
        <Checkbox label={t`Nombre no válido`} checked={quality.hasInvalidName} onChange={(event) => onChange({ quality: { ...quality, hasInvalidName: event.currentTarget.checked } })} />
      </Section>
    </Accordion>
  );
});
