import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  matchesTemplateSearch,
  searchPharmacies,
  templateChoices,
  templatesBySegment,
  toggleAllPharmacies,
  toggleAllTemplates,
  toggleTemplate,
  type ActivePharmacy,
  type ActiveTemplate,
  type CampaignTemplateRef,
} from '@domain/healthcare';

/** How many pharmacies the picker draws at once; more come with "show more". */
const PHARMACY_PAGE = 50;

/** Error text in a red dark enough for 4.5:1 on white. */
const ERROR_COLOR = 'red.9';

/** A change of the pharmacy selection, made from the selection as it is when the change applies. */
export type PharmacySelectionChange = (current: readonly number[]) => number[];

/**
 * The pharmacy picker (spec 2 §2): a search by name, city or eid, "select all" on what the search
 * shows, the selection count, and the matching pharmacies drawn fifty at a time, so that thousands of
 * pharmacies filter and select at once. Drawn again only when its own props change (a name typed in
 * the form does not draw it), each row only when its own check changes, and a search typed draws the
 * rows in a deferred render.
 */
export const PharmacyPicker = memo(function PharmacyPicker({
  pharmacies,
  selected,
  onChange,
  readOnly,
  error,
}: {
  readonly pharmacies: readonly ActivePharmacy[];
  readonly selected: readonly number[];
  /** Takes a change (not the next selection), so that the picker's handlers stay the same from one selection to the next. */
  readonly onChange: (change: PharmacySelectionChange) => void;
  readonly readOnly: boolean;
  readonly error: string | undefined;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [onlySelected, setOnlySelected] = useState(false);
  const [limit, setLimit] = useState(PHARMACY_PAGE);
  const query = useDeferredValue(search);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const matching = useMemo(() => searchPharmacies(pharmacies, query), [pharmacies, query]);
  const shown = useMemo(() => (onlySelected ? matching.filter((pharmacy) => selectedSet.has(pharmacy.eid)) : matching), [matching, onlySelected, selectedSet]);
  const shownSelected = useMemo(() => shown.reduce((count, pharmacy) => count + (selectedSet.has(pharmacy.eid) ? 1 : 0), 0), [shown, selectedSet]);
  const all = shown.length > 0 && shownSelected === shown.length;
  // The first search reads every name: do it while the user has not typed yet, so that search is quick.
  useEffect(() => {
    const warm = setTimeout(() => void searchPharmacies(pharmacies, 'a'), 300);
    return () => clearTimeout(warm);
  }, [pharmacies]);
  const toggle = useCallback((eid: number): void => onChange((current) => (current.includes(eid) ? current.filter((each) => each !== eid) : [...current, eid])), [onChange]);
  // "Show more" answers at once; the rows it adds follow in a deferred render.
  const rowsLimit = useDeferredValue(limit);
  const shownRows = useMemo(() => shown.slice(0, rowsLimit), [shown, rowsLimit]);

  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-describedby="pharmacy-count">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" component="legend">
            {t`Farmacias`}
          </Title>
          <Text size="sm" fw={600} id="pharmacy-count" aria-live="polite">
            {t`${selected.length} de ${pharmacies.length} farmacias seleccionadas`}
          </Text>
        </Group>
        <Group align="flex-end">
          <TextInput
            label={t`Buscar farmacia`}
            placeholder={t`Nombre, población o eid`}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setLimit(PHARMACY_PAGE);
            }}
            style={{ flex: 1 }}
          />
          <Checkbox label={t`Solo las seleccionadas`} checked={onlySelected} onChange={(event) => setOnlySelected(event.currentTarget.checked)} mb={8} />
        </Group>
        <Checkbox
          label={query.trim() === '' ? t`Seleccionar todas (${shown.length})` : t`Seleccionar todas las encontradas (${shown.length})`}
          checked={all}
          indeterminate={shownSelected > 0 && !all}
          disabled={readOnly || shown.length === 0}
          onChange={() => onChange((current) => [...toggleAllPharmacies(new Set(current), shown)])}
        />
        {error !== undefined && (
          <Text size="sm" c={ERROR_COLOR} role="alert">
            {error}
          </Text>
        )}
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`Ninguna farmacia coincide con la búsqueda.`}
          </Text>
        ) : (
          <PharmacyRows pharmacies={shownRows} selected={selectedSet} onToggle={toggle} readOnly={readOnly} />
        )}
        {shown.length > limit && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t`Se muestran ${limit} de ${shown.length}.`}</Text>
            <Button size="compact-sm" variant="default" onClick={() => setLimit((current) => current + PHARMACY_PAGE * 2)}>
              {t`Mostrar más`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
});

/** The rows shown; each row is drawn again only when its own check changes. */
const PharmacyRows = memo(function PharmacyRows({
  pharmacies,
  selected,
  onToggle,
  readOnly,
}: {
  readonly pharmacies: readonly ActivePharmacy[];
  readonly selected: ReadonlySet<number>;
  readonly onToggle: (eid: number) => void;
  readonly readOnly: boolean;
}) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 6, maxHeight: 360, overflowY: 'auto', padding: 2 }}>
      {pharmacies.map((pharmacy) => (
        <PharmacyRow key={pharmacy.eid} pharmacy={pharmacy} checked={selected.has(pharmacy.eid)} onToggle={onToggle} readOnly={readOnly} />
      ))}
    </div>
  );
});

const PharmacyRow = memo(function PharmacyRow({
  pharmacy,
  checked,
  onToggle,
  readOnly,
}: {
  readonly pharmacy: ActivePharmacy;
  readonly checked: boolean;
  readonly onToggle: (eid: number) => void;
  readonly readOnly: boolean;
}) {
  return (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center', cursor: readOnly ? 'default' : 'pointer' }}>
      <input type="checkbox" checked={checked} disabled={readOnly} onChange={() => onToggle(pharmacy.eid)} />
      <span style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
        {pharmacy.name}
        <span style={{ color: 'var(--mantine-color-gray-7)' }}>{` · ${pharmacy.city} · ${pharmacy.eid}`}</span>
      </span>
    </label>
  );
});

/**
 * The template picker grouped by segment (spec 2 §2, §5): a segment chooser that limits the templates to
 * that segment, a template search (case-insensitive, by name) that limits the segments to those with a
 * matching template, "select all" on what is shown (one template per segment), and each segment's
 * templates; once a segment has a template, its other templates are disabled.
 */
export const TemplatePicker = memo(function TemplatePicker({
  templates,
  loading,
  chosen,
  onChange,
  readOnly,
  error,
}: {
  readonly templates: readonly ActiveTemplate[];
  readonly loading: boolean;
  readonly chosen: readonly CampaignTemplateRef[];
  readonly onChange: (next: CampaignTemplateRef[]) => void;
  readonly readOnly: boolean;
  readonly error: string | undefined;
}) {
  const { t } = useLingui();
  const [segmentId, setSegmentId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const picker = { selectedSegmentId: segmentId, selectedTemplateId: undefined, ready: [], initial: [], search };
  const shown = templateChoices(templates, picker);
  const groups = templatesBySegment(shown);
  // A template search limits the segments to those with a template it finds (spec 2 §5).
  const segmentOptions = templatesBySegment(templates.filter((template) => matchesTemplateSearch(template.templateName, search))).map((group) => ({
    value: String(group.segmentId),
    label: group.segmentName,
  }));
  const chosenSegments = new Map(chosen.map((ref) => [ref.segmentId, ref.templateId]));
  const allCovered = groups.length > 0 && groups.every((group) => chosenSegments.has(group.segmentId));

  return (
    <Paper withBorder radius="md" p="md" component="fieldset">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" component="legend">
            {t`Plantillas por segmento`}
          </Title>
          <Text size="sm" fw={600} aria-live="polite">
            {t`${chosen.length} plantillas de ${chosenSegments.size} segmentos`}
          </Text>
        </Group>
        <Group align="flex-end" grow>
          <Select
            label={t`Segmento`}
            placeholder={t`Todos los segmentos`}
            data={segmentOptions}
            value={segmentId === undefined ? null : String(segmentId)}
            onChange={(value) => setSegmentId(value === null ? undefined : Number(value))}
            clearable
          />
          <TextInput label={t`Buscar plantilla`} type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </Group>
        <Checkbox
          label={t`Seleccionar todas (una por segmento)`}
          checked={allCovered}
          disabled={readOnly || groups.length === 0}
          onChange={() => onChange(toggleAllTemplates(chosen, shown))}
        />
        {error !== undefined && (
          <Text size="sm" c={ERROR_COLOR} role="alert">
            {error}
          </Text>
        )}
        {loading && <Loader size="sm" aria-label={t`Cargando plantillas…`} />}
        {!loading && templates.length > 0 && groups.length === 0 && (
          <Text size="sm" c="dimmed">
            {t`Ninguna plantilla coincide con la búsqueda.`}
          </Text>
        )}
        {groups.map((group) => {
          const taken = chosenSegments.get(group.segmentId);
          return (
            <div key={group.segmentId} role="group" aria-label={group.segmentName}>
              <Group gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  {group.segmentName}
                </Text>
                {taken !== undefined && (
                  <Badge size="sm" variant="light" color="green.9">
                    {t`Elegida`}
                  </Badge>
                )}
              </Group>
              <Stack gap={4} pl="md">
                {group.templates.map((template) => {
                  const checked = taken === template.templateId;
                  const disabled = readOnly || (taken !== undefined && !checked);
                  return (
                    <Checkbox
                      key={template.templateId}
                      label={template.templateName}
                      description={taken !== undefined && !checked ? t`Este segmento ya tiene una plantilla` : undefined}
                      checked={checked}
                      disabled={disabled}
                      onChange={() => onChange(toggleTemplate(chosen, template))}
                    />
                  );
                })}
              </Stack>
            </div>
          );
        })}
        {!loading && templates.length === 0 && <Alert color="yellow">{t`No hay plantillas que elegir.`}</Alert>}
      </Stack>
    </Paper>
  );
});
