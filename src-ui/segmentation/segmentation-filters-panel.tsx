import { useLingui } from '@lingui/react/macro';
import { Accordion, Checkbox, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { createContext, isValidElement, memo, use, useMemo, type ReactNode } from 'react';
import {
  RELATIVE_PERIODS,
  deselectProductFamily,
  filterErrorsOf,
  isRelativePeriod,
  salePeriodOn,
  selectProductFamily,
  type AgeFilter,
  type AmountRange,
  type ErpFilter,
  type FilterError,
  type FilterNumber,
  type GenreFilter,
  type LoyaltyFilter,
  type OriginFilter,
  type PlaceFilter,
  type ProductFamily,
  type QualityFilter,
  type SalePeriod,
  type SegmentationFilters,
  type SegmentationMasterData,
  type ValidatedFilter,
} from '@domain/segmentation';
import { monthName, type CalendarDay, type Language } from '@domain/shared-kernel';
import { TypedNumberInput } from '../shared/typed-number-input';
import { useStableCallback } from '../shared/use-stable-callback';
import { SearchedOptions } from './searched-options';
import { filterErrorMessages, rangeErrorMessages, relativePeriodLabels } from './segmentation-messages';

/**
 * A change of one filter group: a typed value ('typed') reaches the results once typing pauses; a
 * choice (a box ticked, an option picked) at once. A group with a typed field gives its change as a
 * function of the latest filters: the panel draws a typed value later than the field does, so its
 * props may not hold a value typed a moment ago.
 */
export type FiltersChange = (change: Partial<SegmentationFilters> | ((latest: SegmentationFilters) => Partial<SegmentationFilters>), how?: 'typed') => void;

interface PanelProps {
  readonly eid: number;
  readonly filters: SegmentationFilters;
  readonly errors: readonly FilterError[];
  readonly masterData: SegmentationMasterData | undefined;
  /** The ERP-specific filters this pharmacy's ERP offers (spec 2 §5 "Filters by ERP"). */
  readonly erpFilters: ReadonlySet<ErpFilter>;
  readonly language: Language;
  /** The day of the injected clock: a relative sale period shows its days on it. */
  readonly today: CalendarDay | undefined;
  readonly onChange: FiltersChange;
}

/**
 * The error texts of one filter, or undefined when it is valid. A bound out of range says the filter's
 * range (once, whichever bound).
 */
function useErrorText(errors: readonly FilterError[], field: ValidatedFilter): string | undefined {
  const { i18n } = useLingui();
  const codes = filterErrorsOf(errors, field);
  if (codes.length === 0) return undefined;
  const texts = codes.map((code) => i18n._((code === 'INVALID_MIN' || code === 'INVALID_MAX') && field !== 'saleDate' ? rangeErrorMessages[field] : filterErrorMessages[code]));
  return [...new Set(texts)].join(' · ');
}

function FieldError({ field, text }: { field: ValidatedFilter; text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <Text c="red.8" size="sm" role="alert" id={`segmentation-${field}-error`}>
      {text}
    </Text>
  );
}

interface SectionProps {
  readonly value: string;
  readonly title: string;
  readonly active: boolean;
  readonly children: ReactNode;
}

/** Two renders of one element: the same component given the same props (each compared by identity). */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}

/**
 * A section is drawn again only when its title, its dot or its group's props change: ticking a box
 * of one group does not draw the other eleven sections again.
 */
const sameSection = (before: SectionProps, after: SectionProps): boolean =>
  before.value === after.value && before.title === after.title && before.active === after.active && sameElement(before.children, after.children);

const Section = memo(function Section({ value, title, active, children }: SectionProps) {
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
}, sameSection);

/**
 * A range of two typed numbers. Each field keeps its own text and tells its change alone, as a
 * function of the latest filters: the other field's number is the screen's, which may hold a value
 * typed a moment ago that this range has not been drawn with yet.
 */
function Range(props: {
  readonly legend: string;
  readonly minLabel: string;
  readonly maxLabel: string;
  readonly min: FilterNumber;
  readonly max: FilterNumber;
  readonly unit?: string;
  readonly field: ValidatedFilter;
  readonly error: string | undefined;
  readonly onMin: (value: FilterNumber) => void;
  readonly onMax: (value: FilterNumber) => void;
}) {
  const invalid = props.error !== undefined;
  const described = `segmentation-${props.field}-error`;
  const decimals = props.unit !== undefined;
  const onMin = useStableCallback(props.onMin);
  const onMax = useStableCallback(props.onMax);
  return (
    <Stack gap={4}>
      <Group grow gap="xs" align="flex-start" aria-label={props.legend} role="group">
        <TypedNumberInput label={props.minLabel} value={props.min} decimals={decimals} unit={props.unit} invalid={invalid} describedBy={described} onChange={onMin} />
        <TypedNumberInput label={props.maxLabel} value={props.max} decimals={decimals} unit={props.unit} invalid={invalid} describedBy={described} onChange={onMax} />
      </Group>
      <FieldError field={props.field} text={props.error} />
    </Stack>
  );
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

// Each group of filters is a component of its own, given only its part of the filters: a change of one
// group (a key typed in the age) renders that group again, not the whole panel.

const AgeFilters = memo(function AgeFilters({ age, error, language, onChange }: { age: AgeFilter; error: string | undefined; language: Language; onChange: FiltersChange }) {
  const { t } = useLingui();
  return (
    <>
      <Range
        legend={t`Edad`}
        minLabel={t`Mayor de (años)`}
        maxLabel={t`Menor de (años)`}
        min={age.moreThan}
        max={age.lessThan}
        field="age"
        error={error}
        onMin={(moreThan) => onChange((latest) => ({ age: { ...latest.age, moreThan } }), 'typed')}
        onMax={(lessThan) => onChange((latest) => ({ age: { ...latest.age, lessThan } }), 'typed')}
      />
      <Checkbox label={t`Sin fecha de nacimiento registrada`} checked={age.notRegistered} onChange={(event) => {
          const notRegistered = event.currentTarget.checked;
          onChange((latest) => ({ age: { ...latest.age, notRegistered } }));
        }} />
      <Checkbox label={t`Cumplen años hoy`} checked={age.checkBirthdate} onChange={(event) => {
          const checkBirthdate = event.currentTarget.checked;
          onChange((latest) => ({ age: { ...latest.age, checkBirthdate } }));
        }} />
      <Checkbox
        label={t`Cumplen años en un mes`}
        checked={age.checkMonthBirthdate}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          onChange((latest) => ({ age: { ...latest.age, checkMonthBirthdate: on, valueMonthBirthdate: on ? (latest.age.valueMonthBirthdate ?? 1) : null } }));
        }}
      />
      {age.checkMonthBirthdate && (
        <Select
          label={t`Mes del cumpleaños`}
          data={MONTHS.map((month) => ({ value: String(month), label: monthName(month, language) ?? String(month) }))}
          value={age.valueMonthBirthdate === null ? null : String(age.valueMonthBirthdate)}
          onChange={(value) => onChange((latest) => ({ age: { ...latest.age, valueMonthBirthdate: value === null ? null : Number(value) } }))}
          allowDeselect={false}
        />
      )}
    </>
  );
});

const GenreFilters = memo(function GenreFilters({ genre, onChange }: { genre: GenreFilter; onChange: FiltersChange }) {
  const { t } = useLingui();
  return (
    <Group gap="md">
      <Checkbox label={t`Mujer`} checked={genre.female} onChange={(event) => onChange({ genre: { ...genre, female: event.currentTarget.checked } })} />
      <Checkbox label={t`Hombre`} checked={genre.male} onChange={(event) => onChange({ genre: { ...genre, male: event.currentTarget.checked } })} />
      <Checkbox label={t`Sin registrar`} checked={genre.unregistered} onChange={(event) => onChange({ genre: { ...genre, unregistered: event.currentTarget.checked } })} />
    </Group>
  );
});

const OriginFilters = memo(function OriginFilters({ origin, onChange }: { origin: OriginFilter; onChange: FiltersChange }) {
  const { t } = useLingui();
  return (
    <>
      <Checkbox label={t`Clientes del ERP`} checked={origin.erp} onChange={(event) => onChange({ origin: { ...origin, erp: event.currentTarget.checked } })} />
      <Checkbox label={t`Clientes de la tienda online`} checked={origin.ds} onChange={(event) => onChange({ origin: { ...origin, ds: event.currentTarget.checked } })} />
      <Checkbox label={t`Con email`} checked={origin.email} onChange={(event) => onChange({ origin: { ...origin, email: event.currentTarget.checked } })} />
      <Checkbox label={t`Con móvil`} checked={origin.mobile} onChange={(event) => onChange({ origin: { ...origin, mobile: event.currentTarget.checked } })} />
    </>
  );
});

const PlaceFilters = memo(function PlaceFilters({ place, cities, postcodes, onChange }: { place: PlaceFilter; cities: readonly string[]; postcodes: readonly string[]; onChange: FiltersChange }) {
  const { t } = useLingui();
  return (
    <>
      <MultiSelect label={t`Ciudades`} data={[...cities]} value={[...place.cities]} onChange={(chosen) => onChange({ place: { ...place, cities: chosen } })} searchable clearable nothingFoundMessage={t`Sin resultados`} />
      <MultiSelect label={t`Códigos postales`} data={[...new Set([...postcodes, ...place.postcodes])]} value={[...place.postcodes]} onChange={(chosen) => onChange({ place: { ...place, postcodes: chosen } })} searchable clearable nothingFoundMessage={t`Sin resultados`} />
    </>
  );
});

const AmountFilters = memo(function AmountFilters(props: { field: 'expense' | 'averageTicket'; range: AmountRange; error: string | undefined; labels: readonly [legend: string, min: string, max: string]; onChange: FiltersChange }) {
  const { field, range, error, labels, onChange } = props;
  return (
    <Range legend={labels[0]} minLabel={labels[1]} maxLabel={labels[2]} min={range.min} max={range.max} unit="€"
      field={field}
      error={error}
      onMin={(min) => onChange((latest) => ({ [field]: { ...latest[field], min } }), 'typed')}
      onMax={(max) => onChange((latest) => ({ [field]: { ...latest[field], max } }), 'typed')}
    />
  );
});

/** The period choice that is not relative: the dates typed. */
const FIXED_DATES = 'dates';

/**
 * The sale period: dates typed, or a period relative to the day of the search ("the last six months"),
 * kept relative when saved (`salePeriodOn`); its days show in the date fields, which it fills. Choosing
 * dates again keeps the days shown, to be changed.
 */
const PeriodFilters = memo(function PeriodFilters({ saleDate, today, error, onChange }: { saleDate: SalePeriod; today: CalendarDay | undefined; error: string | undefined; onChange: FiltersChange }) {
  const { t, i18n } = useLingui();
  const invalid = error !== undefined;
  const bound = (text: string): string | null => (text === '' ? null : text);
  const relative = saleDate.relative;
  const shown = today === undefined ? saleDate : salePeriodOn(saleDate, today);
  const choices = useMemo(
    () => [{ value: FIXED_DATES, label: t`Fechas concretas` }, ...RELATIVE_PERIODS.map((period) => ({ value: period, label: i18n._(relativePeriodLabels[period]) }))],
    [t, i18n],
  );
  const choose = (value: string | null) => {
    if (isRelativePeriod(value)) {
      const chosen: SalePeriod = { from: null, until: null, relative: value };
      onChange({ saleDate: today === undefined ? chosen : salePeriodOn(chosen, today) });
    } else if (relative !== undefined) onChange({ saleDate: { from: shown.from, until: shown.until } });
  };
  return (
    <>
      <Select label={t`Periodo`} data={choices} value={relative ?? FIXED_DATES} onChange={choose} allowDeselect={false} />
      <Group grow gap="xs" align="flex-start">
        <TextInput
          type="date"
          label={t`Desde`}
          value={shown.from ?? ''}
          disabled={relative !== undefined}
          onChange={(event) => {
            const from = bound(event.currentTarget.value);
            onChange((latest) => ({ saleDate: { ...latest.saleDate, from } }), 'typed');
          }}
          error={invalid}
          aria-describedby={invalid ? 'segmentation-saleDate-error' : undefined}
        />
        <TextInput
          type="date"
          label={t`Hasta`}
          value={shown.until ?? ''}
          disabled={relative !== undefined}
          onChange={(event) => {
            const until = bound(event.currentTarget.value);
            onChange((latest) => ({ saleDate: { ...latest.saleDate, until } }), 'typed');
          }}
          error={invalid}
          aria-describedby={invalid ? 'segmentation-saleDate-error' : undefined}
        />
      </Group>
      <FieldError field="saleDate" text={error} />
      <Text size="xs" c="dimmed">
        {t`Los filtros de productos, familias, marcas y laboratorios miran las compras de este periodo.`}
      </Text>
    </>
  );
});

/** The product families as a tree of check boxes: a group covers its subfamilies (spec 2 §5). */
const FamilyTree = memo(function FamilyTree({ families, selected, onChange }: { families: readonly ProductFamily[]; selected: readonly string[]; onChange: FiltersChange }) {
  const toggle = (id: string, on: boolean) => onChange({ productFamilies: on ? selectProductFamily(selected, families, id) : deselectProductFamily(selected, id) });
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
});

type Option = { readonly value: string; readonly label: string };

const ProductFilters = memo(function ProductFilters(props: {
  eid: number;
  brands: readonly string[];
  laboratories: readonly string[];
  productCodes: readonly string[];
  description: readonly string[];
  productLists: readonly string[] | undefined;
  productListOptions: readonly Option[];
  onChange: FiltersChange;
}) {
  const { eid, onChange } = props;
  const { t } = useLingui();
  return (
    <>
      <SearchedOptions eid={eid} filter="brands" label={t`Marcas`} value={props.brands} onChange={(brands) => onChange({ brands })} />
      <SearchedOptions eid={eid} filter="laboratories" label={t`Laboratorios`} value={props.laboratories} onChange={(laboratories) => onChange({ laboratories })} />
      <SearchedOptions eid={eid} filter="productCodes" label={t`Códigos de producto`} value={props.productCodes} onChange={(productCodes) => onChange({ productCodes })} />
      <SearchedOptions eid={eid} filter="description" label={t`Descripción del producto`} value={props.description} onChange={(description) => onChange({ description })} />
      {props.productLists !== undefined && (
        <MultiSelect label={t`Listas de productos`} data={[...props.productListOptions]} value={[...props.productLists]} onChange={(productLists) => onChange({ productLists })} clearable searchable />
      )}
    </>
  );
});

const ClientFilters = memo(function ClientFilters(props: {
  clientCategories: readonly string[] | undefined;
  clientType: readonly string[] | undefined;
  categoryOptions: readonly Option[];
  typeOptions: readonly Option[];
  onChange: FiltersChange;
}) {
  const { onChange } = props;
  const { t } = useLingui();
  return (
    <>
      {props.clientCategories !== undefined && (
        <MultiSelect label={t`Categorías de cliente`} data={[...props.categoryOptions]} value={[...props.clientCategories]} onChange={(clientCategories) => onChange({ clientCategories })} clearable searchable />
      )}
      {props.clientType !== undefined && <MultiSelect label={t`Tipo de cliente`} data={[...props.typeOptions]} value={[...props.clientType]} onChange={(clientType) => onChange({ clientType })} clearable />}
    </>
  );
});

const LoyaltyFilters = memo(function LoyaltyFilters({ loyalty, error, onChange }: { loyalty: LoyaltyFilter; error: string | undefined; onChange: FiltersChange }) {
  const { t } = useLingui();
  return (
    <>
      <Range
        legend={t`Puntos de fidelización`}
        minLabel={t`Más de (puntos)`}
        maxLabel={t`Menos de (puntos)`}
        min={loyalty.moreThan}
        max={loyalty.lessThan}
        field="loyalty"
        error={error}
        onMin={(moreThan) => onChange((latest) => ({ loyalty: { ...latest.loyalty, moreThan } }), 'typed')}
        onMax={(lessThan) => onChange((latest) => ({ loyalty: { ...latest.loyalty, lessThan } }), 'typed')}
      />
      <Checkbox label={t`Con tarjeta de fidelización`} checked={loyalty.withCard} onChange={(event) => {
          const withCard = event.currentTarget.checked;
          onChange((latest) => ({ loyalty: { ...latest.loyalty, withCard } }));
        }} />
      <Checkbox label={t`Sin tarjeta de fidelización`} checked={loyalty.notRegistered} onChange={(event) => {
          const notRegistered = event.currentTarget.checked;
          onChange((latest) => ({ loyalty: { ...latest.loyalty, notRegistered } }));
        }} />
    </>
  );
});

const QualityFilters = memo(function QualityFilters({ quality, onChange }: { quality: QualityFilter; onChange: FiltersChange }) {
  const { t } = useLingui();
  const box = (key: keyof QualityFilter, label: string) => (
    <Checkbox label={label} checked={quality[key]} onChange={(event) => onChange({ quality: { ...quality, [key]: event.currentTarget.checked } })} />
  );
  return (
    <>
      {box('hasEmptyMail', t`Sin email`)}
      {box('hasInvalidMail', t`Email no válido`)}
      {box('hasEmptyPhone', t`Sin teléfono`)}
      {box('hasInvalidPhone', t`Teléfono no válido`)}
      {box('hasInvalidName', t`Nombre no válido`)}
    </>
  );
});

const NO_OPTIONS: readonly Option[] = [];
const NONE: readonly string[] = [];
const optionsOf = (items: readonly { id: string; name: string }[] | undefined): readonly Option[] => (items === undefined ? NO_OPTIONS : items.map((item) => ({ value: item.id, label: item.name })));

/**
 * The filters panel of the segmentation screen (spec 2 §3 "Client segmentation filters"): one section
 * per filter group, a dot on the sections with something set, each validation error beside its field
 * in words. The ERP-specific filters show only for the ERPs that have them.
 */
export const SegmentationFiltersPanel = memo(function SegmentationFiltersPanel(props: PanelProps) {
  return (
    <PanelContext.Provider value={props}>
      <FiltersAccordion />
    </PanelContext.Provider>
  );
});

/**
 * The panel's props reach its sections through a context, under an accordion that is never drawn again:
 * the accordion gives its items a new context on each of its renders, which would draw every section's
 * header and body again on each key typed in one of them.
 */
const PanelContext = createContext<PanelProps | undefined>(undefined);

const OPEN_SECTIONS = ['age', 'genre', 'families', 'expense', 'period'];

const FiltersAccordion = memo(function FiltersAccordion() {
  return (
    <Accordion multiple defaultValue={OPEN_SECTIONS} variant="separated" chevronPosition="right">
      <FilterSections />
    </Accordion>
  );
});

/** The sections of the panel, drawn again with its props; each section only when its own part changed. */
function FilterSections() {
  const props = use(PanelContext);
  if (props === undefined) throw new Error('FilterSections is drawn by SegmentationFiltersPanel');
  const { eid, filters, errors, masterData, onChange, language, today } = props;
  const { t } = useLingui();
  const erp = props.erpFilters;
  const { age, origin, genre, place, loyalty, quality, saleDate } = filters;
  const productListOptions = useMemo(() => optionsOf(masterData?.productLists), [masterData]);
  const categoryOptions = useMemo(() => optionsOf(masterData?.clientCategories), [masterData]);
  const typeOptions = useMemo(() => optionsOf(masterData?.clientTypes), [masterData]);
  const ageError = useErrorText(errors, 'age');
  const expenseError = useErrorText(errors, 'expense');
  const ticketError = useErrorText(errors, 'averageTicket');
  const loyaltyError = useErrorText(errors, 'loyalty');
  const periodError = useErrorText(errors, 'saleDate');
  const expenseLabels = useMemo(() => [t`Gasto total`, t`Gasto mínimo`, t`Gasto máximo`] as const, [t]);
  const ticketLabels = useMemo(() => [t`Ticket medio`, t`Ticket medio mínimo`, t`Ticket medio máximo`] as const, [t]);

  return (
    <>
      <Section value="age" title={t`Edad`} active={age.moreThan !== null || age.lessThan !== null || age.notRegistered || age.checkBirthdate || age.checkMonthBirthdate}>
        <AgeFilters age={age} error={ageError} language={language} onChange={onChange} />
      </Section>
      <Section value="genre" title={t`Género`} active={genre.female || genre.male || genre.unregistered}>
        <GenreFilters genre={genre} onChange={onChange} />
      </Section>
      <Section value="origin" title={t`Origen`} active={origin.erp || origin.ds || origin.email || origin.mobile}>
        <OriginFilters origin={origin} onChange={onChange} />
      </Section>
      <Section value="place" title={t`Localidad`} active={place.cities.length > 0 || place.postcodes.length > 0}>
        <PlaceFilters place={place} cities={masterData?.cities ?? NONE} postcodes={masterData?.postcodes ?? NONE} onChange={onChange} />
      </Section>
      <Section value="expense" title={t`Gasto total`} active={filters.expense.min !== null || filters.expense.max !== null}>
        <AmountFilters field="expense" range={filters.expense} error={expenseError} labels={expenseLabels} onChange={onChange} />
      </Section>
      <Section value="averageTicket" title={t`Ticket medio`} active={filters.averageTicket.min !== null || filters.averageTicket.max !== null}>
        <AmountFilters field="averageTicket" range={filters.averageTicket} error={ticketError} labels={ticketLabels} onChange={onChange} />
      </Section>
      <Section value="period" title={t`Periodo de venta`} active={saleDate.from !== null || saleDate.until !== null || saleDate.relative !== undefined}>
        <PeriodFilters saleDate={saleDate} today={today} error={periodError} onChange={onChange} />
      </Section>
      <Section value="families" title={t`Familias de producto`} active={filters.productFamilies.length > 0}>
        {masterData === undefined ? <Text size="sm">{t`Cargando familias…`}</Text> : <FamilyTree families={masterData.productFamilies} selected={filters.productFamilies} onChange={onChange} />}
      </Section>
      <Section value="products" title={t`Productos`} active={filters.brands.length + filters.laboratories.length + filters.productCodes.length + filters.description.length + filters.productLists.length > 0}>
        <ProductFilters
          eid={eid}
          brands={filters.brands}
          laboratories={filters.laboratories}
          productCodes={filters.productCodes}
          description={filters.description}
          productLists={erp.has('productLists') ? filters.productLists : undefined}
          productListOptions={productListOptions}
          onChange={onChange}
        />
      </Section>
      {(erp.has('clientCategories') || erp.has('clientType')) && (
        <Section value="clients" title={t`Tipo de cliente`} active={filters.clientCategories.length + filters.clientType.length > 0}>
          <ClientFilters
            clientCategories={erp.has('clientCategories') ? filters.clientCategories : undefined}
            clientType={erp.has('clientType') ? filters.clientType : undefined}
            categoryOptions={categoryOptions}
            typeOptions={typeOptions}
            onChange={onChange}
          />
        </Section>
      )}
      <Section value="loyalty" title={t`Fidelización`} active={loyalty.moreThan !== null || loyalty.lessThan !== null || loyalty.notRegistered || loyalty.withCard}>
        <LoyaltyFilters loyalty={loyalty} error={loyaltyError} onChange={onChange} />
      </Section>
      <Section value="quality" title={t`Calidad de los datos`} active={Object.values(quality).some(Boolean)}>
        <QualityFilters quality={quality} onChange={onChange} />
      </Section>
    </>
  );
}
