import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, createLazyRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { monthAt, parseMonthYear } from '@domain/months';
import { activePharmacy, isBackofficeUser, type Session } from '@domain/session';
import { addMonths, monthPickerBounds, reportMonthParam, resolveReportMonth, type ReportMonthFallback, type YearMonth } from '@domain/reports';
import { useSession } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { ReportDownloads } from './report-downloads';
import { languageOf, monthText } from './report-format';
import { ReportScopeContext, useScopeOf } from './report-context';
import { reportQueries } from './reports.queries';
import { REPORT_TEXT, SECTION_TITLES, sectionOfPath, type SectionPath } from './reports-messages';

export const EntityReportRoute = createLazyRoute('/app-h/mainpanel')({ component: EntityReportPage });

/** Without any report list (it failed): the month before today, so the sections can still be read. */
function lastMonth(now: number): YearMonth {
  return addMonths(monthAt(now), -1);
}

/** Why the month shown is not the one the address asked for, and which month that was (when it could be read). */
interface MonthNotice {
  readonly fallback: ReportMonthFallback;
  readonly requested: YearMonth | undefined;
  readonly shown: YearMonth;
}

function sameNotice(a: MonthNotice | undefined, b: MonthNotice): boolean {
  const param = (month: YearMonth | undefined) => (month === undefined ? '' : reportMonthParam(month));
  return a !== undefined && a.fallback === b.fallback && param(a.requested) === param(b.requested) && param(a.shown) === param(b.shown);
}

/**
 * The entity report (spec 3 §2 "Entity report header"): the report list first, a month picker bounded
 * by the first and last report, the section's title, the sections, the downloads and a return to the
 * dashboard. The header's own failures are only logged: the page stays usable.
 */
export function EntityReportPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const session: Session = useSession();
  const pharmacy = activePharmacy(session);
  const eid = pharmacy?.eid ?? 0;
  const navigate = useNavigate();
  const search = EntityReportRoute.useSearch();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = sectionOfPath(pathname);
  const embedded = search.embedded !== undefined;
  const language = languageOf(i18n.locale);

  const list = useQuery(reportQueries.list(services, eid));
  useEffect(() => {
    // Header errors are only logged (spec 3 §2): the sections still load for the month in the address.
    if (list.isError) console.error('Entity report: the report list could not be loaded', list.error);
  }, [list.isError, list.error]);

  const reports = useMemo(() => list.data ?? [], [list.data]);
  const resolved = useMemo(() => resolveReportMonth(reports, search.month), [reports, search.month]);
  const bounds = useMemo(() => monthPickerBounds(reports), [reports]);
  const month: YearMonth | undefined = useMemo(
    () => {
      if (!list.isError) return resolved.month;
      const asked = parseMonthYear(search.month ?? '');
      return asked.ok ? asked.value : lastMonth(services.clock.now());
    },
    [list.isError, resolved.month, search.month, services.clock],
  );
  const fallback = list.isError ? undefined : resolved.fallback;

  // A month the report cannot show falls back to the newest: the address then names the month shown
  // (replacing the one asked for, so a reload or a shared link opens what is on screen), and the notice
  // saying why stays until the user picks another month.
  const [notice, setNotice] = useState<MonthNotice | undefined>(undefined);
  const freshNotice = fallback !== undefined && month !== undefined ? { fallback, requested: resolved.requested, shown: month } : undefined;
  if (freshNotice !== undefined && !sameNotice(notice, freshNotice)) setNotice(freshNotice);
  useEffect(() => {
    if (fallback !== undefined && month !== undefined) void navigate({ to: '.', search: (previous) => ({ ...previous, month: reportMonthParam(month) }), replace: true });
  }, [fallback, month, navigate]);
  const shownNotice = freshNotice ?? (notice !== undefined && search.month === reportMonthParam(notice.shown) ? notice : undefined);

  const months = useMemo(() => {
    if (bounds === undefined) return [];
    const result: YearMonth[] = [];
    for (let at = bounds.last; at.year * 12 + at.month >= bounds.first.year * 12 + bounds.first.month; at = addMonths(at, -1)) result.push(at);
    return result;
  }, [bounds]);

  const scope = useScopeOf(eid, month, reports);
  const goTo = (next: YearMonth) => {
    setNotice(undefined);
    void navigate({ to: '.', search: (previous) => ({ ...previous, month: reportMonthParam(next) }) });
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="header">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={1} size="h2">
                {i18n._(SECTION_TITLES[section])}
                {month !== undefined && ` · ${monthText(month, language)}`}
              </Title>
              <Text size="sm" c="dimmed">
                {pharmacy?.name} · {eid}
                {isBackofficeUser(session) && (
                  <Text span ml="xs" size="sm" fw={600} c="grape.9">
                    ({t`Backoffice`})
                  </Text>
                )}
              </Text>
            </div>
            <Group gap="xs">
              {isBackofficeUser(session) && (
                <Anchor component={Link} to="/app-h/backoffice/admin" size="sm">
                  {t`Cambiar de farmacia`}
                </Anchor>
              )}
              {!embedded && (
                <Button component={Link} to="/app-h/dashboard" variant="default" size="xs">
                  {t`Volver al escritorio`}
                </Button>
              )}
            </Group>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t`Mes del informe`}
              data-testid="report-month"
              value={month === undefined ? '' : reportMonthParam(month)}
              onChange={(event) => {
                const picked = months.find((candidate) => reportMonthParam(candidate) === event.currentTarget.value);
                if (picked !== undefined) goTo(picked);
              }}
              data={months.length === 0 && month !== undefined ? [{ value: reportMonthParam(month), label: monthText(month, language) }] : months.map((candidate) => ({ value: reportMonthParam(candidate), label: monthText(candidate, language) }))}
              disabled={months.length === 0}
              w={200}
            />
            <Button variant="default" size="sm" disabled={month === undefined || bounds === undefined || reportMonthParam(month) <= reportMonthParam(bounds.first)} onClick={() => month !== undefined && goTo(addMonths(month, -1))}>
              {t`Mes anterior`}
            </Button>
            <Button variant="default" size="sm" disabled={month === undefined || bounds === undefined || reportMonthParam(month) >= reportMonthParam(bounds.last)} onClick={() => month !== undefined && goTo(addMonths(month, 1))}>
              {t`Mes siguiente`}
            </Button>
            {scope !== undefined && <ReportDownloads scope={scope} />}
          </Group>
          <nav aria-label={t`Secciones del informe`}>
            <Group gap="xs">
              {(['sales', 'stock', 'staff', 'marketing'] as const satisfies readonly SectionPath[]).map((each) => (
                <Button
                  key={each}
                  component={Link}
                  to={`/app-h/mainpanel/${each}`}
                  search={true}
                  size="xs"
                  variant={section === each || section === `${each}/by_family` ? 'filled' : 'light'}
                  aria-current={section === each ? 'page' : undefined}
                >
                  {i18n._(SECTION_TITLES[each])}
                </Button>
              ))}
            </Group>
          </nav>
        </Stack>
      </Paper>
      {shownNotice !== undefined && (
        <Alert color="yellow" role="status" data-testid="report-month-fallback">
          {shownNotice.requested !== undefined
            ? t`No hay informe de ${monthText(shownNotice.requested, language)}: se muestra ${monthText(shownNotice.shown, language)}, el último disponible.`
            : t`El mes de la dirección no es válido: se muestra ${monthText(shownNotice.shown, language)}, el último disponible.`}
        </Alert>
      )}
      {list.isPending && scope === undefined ? (
        <Text role="status">{t`Cargando los informes…`}</Text>
      ) : scope === undefined ? (
        <Alert color="blue" role="status">
          {i18n._(REPORT_TEXT.NO_REPORTS)}
        </Alert>
      ) : (
        <ReportScopeContext.Provider value={scope}>
          <Outlet />
        </ReportScopeContext.Provider>
      )}
    </Stack>
  );
}
