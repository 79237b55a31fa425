import { useLingui } from '@lingui/react/macro';
import { Badge, Center, Group, List, Loader, Modal, Pagination, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useState, type ReactNode } from 'react';
import { CLIENT_SALES_PAGE_SIZE, clientConsent, clientFieldTreatment, clientProfile, type ClientData, type ClientField, type ClientSale } from '@domain/segmentation';
import { formatDate, formatMoney } from '@domain/shared-kernel';
import { formatCount } from '../shared/format-count';
import { LoadFailure } from '../shared/load-failure';
import { useUiServices } from '../shared/ui-services-context';
import { ClientCrmAnswers } from './client-crm-answers';
import { clientQueries } from './client.queries';

/** What the client panel is opened for. */
export interface ClientPanelProps {
  /** The pharmacy whose client is shown. */
  readonly eid: number;
  /** The client shown; the panel is closed while undefined. */
  readonly clientId: string | undefined;
  readonly onClose: () => void;
}

/**
 * The client panel (spec 2 §2 "Client panel"): a dialog over the segmentation results with one
 * client's general data, ERP data, digital services data, loyalty-CRM answers (read by the client's CRM id, ADR 30), sales (5 a page,
 * spec 2 §9) and profile
 * (top 3 families, super-families and products). Not in the spec: the general data are the ERP's,
 * completed from the CRM hash where the ERP has none (name, sex, birthday, card); the ERP data are
 * the id code and a summary of the sales. Values are shown as the server gives them, which the adapter
 * has passed through the rule for a client without consent (`clientDataAsShown`, ADR 27: masked as in
 * the results and the export); a field the rule hides says so instead of "No consta". A date that
 * cannot be read and a sex code that is not known are shown as given.
 */
export const ClientPanel = memo(function ClientPanel({ eid, clientId, onClose }: ClientPanelProps) {
  const { t } = useLingui();
  return (
    <Modal opened={clientId !== undefined} onClose={onClose} title={t`Ficha del cliente`} size="xl" closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      {clientId === undefined ? null : <ClientPanelContent key={`${eid}:${clientId}`} eid={eid} clientId={clientId} />}
    </Modal>
  );
});

function ClientPanelContent({ eid, clientId }: { eid: number; clientId: string }) {
  const { t } = useLingui();
  const services = useUiServices();
  const query = useQuery(clientQueries.data(services, eid, clientId));

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Cargando los datos del cliente…`} />
      </Center>
    );
  }
  if (query.isError) {
    return <LoadFailure title={t`Lo sentimos, ha ocurrido un error obteniendo los datos del usuario`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <ClientDataView eid={eid} data={query.data} />;
}

/** A value of a definition list: the text, or a muted note when there is none, or when the rule for a client without consent hides it. */
function Entry({ term, hidden = false, children }: { term: string; hidden?: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const empty = hidden || children === '' || children === undefined || children === null;
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {hidden ? t`No se muestra sin consentimiento` : empty ? t`No consta` : children}
      </Text>
    </div>
  );
}

/** A section of the panel, named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Terms and their values, two columns wide on a wide screen. */
function DefinitionList({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      {children}
    </SimpleGrid>
  );
}

/** A date as dd/mm/yyyy, or the value as given when it is not a date (an obfuscated one, say). */
function shownDate(value: string): string {
  return value.trim() === '' ? '' : formatDate(value.trim()) || value;
}

function ClientDataView({ eid, data }: { eid: number; data: ClientData }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const money = (amount: number) => formatMoney(amount, language);
  const count = (value: number) => formatCount(value, i18n.locale);
  const { erp, ds, hash } = data;
  const consent = clientConsent(data);
  const hidden = (field: ClientField): boolean => clientFieldTreatment(field, consent) === 'hidden';

  /** The sex as words; an unknown code is shown as given. */
  const sexInWords = (code: string): string => {
    const folded = code.trim().toLowerCase();
    if (['male', 'hombre', 'masculino', 'h', '1'].includes(folded)) return t`Hombre`;
    if (['female', 'mujer', 'femenino', 'f', '2'].includes(folded)) return t`Mujer`;
    if (folded === '' || folded === '0') return '';
    return code;
  };

  const name = erp?.name || hash?.name || '';
  const sex = sexInWords(erp?.sex || hash?.sex || '');
  const birthday = shownDate(erp?.birthday || hash?.birthday || '');
  const loyalty = erp?.loyalty || hash?.loyalty || '';
  const address = [erp?.address, [erp?.postalCode, erp?.city].filter(Boolean).join(' '), erp?.state].filter(Boolean).join(', ');
  const sales = erp?.sales ?? [];
  const spent = sales.reduce((sum, sale) => sum + (Number.isFinite(sale.total) ? sale.total : 0), 0);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={3} size="h4">
          {name === '' ? t`Cliente sin nombre` : name}
        </Title>
        {erp === undefined ? null : erp.lopdSigned ? (
          <Badge color="teal.9" variant="outline">{t`Consentimiento firmado`}</Badge>
        ) : (
          <Badge color="red.9" variant="outline">{t`Sin consentimiento`}</Badge>
        )}
      </Group>

      <Section title={t`Datos generales`}>
        <DefinitionList>
          <Entry term={t`Nombre`}>{name}</Entry>
          <Entry term={t`Email`}>{erp?.email}</Entry>
          <Entry term={t`Teléfono`}>{erp?.phone}</Entry>
          <Entry term={t`Dirección`}>{address}</Entry>
          <Entry term={t`Fecha de nacimiento`} hidden={hidden('birthday')}>
            {birthday}
          </Entry>
          <Entry term={t`Sexo`} hidden={hidden('sex')}>
            {sex}
          </Entry>
          <Entry term={t`Tarjeta de fidelización`}>{loyalty}</Entry>
          <Entry term={t`Puntos`}>{erp?.points === null || erp?.points === undefined ? '' : count(erp.points)}</Entry>
          <Entry term={t`Consentimiento de protección de datos firmado`}>{erp === undefined ? '' : erp.lopdSigned ? t`Sí` : t`No`}</Entry>
          {hash === undefined ? null : <Entry term={t`Id en el CRM`}>{hash.crmId}</Entry>}
        </DefinitionList>
      </Section>

      <Section title={t`Datos del ERP`}>
        {erp === undefined ? (
          <Text size="sm" c="dimmed">{t`El cliente no tiene datos en el ERP.`}</Text>
        ) : (
          <DefinitionList>
            <Entry term={t`Código de identificación`}>{erp.idCode}</Entry>
            <Entry term={t`Compras`}>{count(sales.length)}</Entry>
            <Entry term={t`Importe total de las compras`}>{money(spent)}</Entry>
            <Entry term={t`Última compra`}>{shownDate(sales[0]?.date ?? '')}</Entry>
          </DefinitionList>
        )}
      </Section>

      <Section title={t`Datos de servicios digitales`}>
        {ds === undefined || ds.size === 0 ? (
          <Text size="sm" c="dimmed">{t`El cliente no tiene datos en los servicios digitales.`}</Text>
        ) : (
          <DefinitionList>
            {[...ds].map(([field, value]) => (
              <Entry key={field} term={field}>
                {value}
              </Entry>
            ))}
          </DefinitionList>
        )}
      </Section>

      <Section title={t`Respuestas del CRM`}>
        <ClientCrmAnswers eid={eid} memberId={hash?.crmId} />
      </Section>

      <Section title={t`Ventas`}>
        <SalesTable sales={sales} money={money} />
      </Section>

      <Section title={t`Perfil del cliente`}>
        <ClientProfileView sales={sales} />
      </Section>
    </Stack>
  );
}

/** The client's sales, newest first as the server gives them, {@link CLIENT_SALES_PAGE_SIZE} a page. */
function SalesTable({ sales, money }: { sales: readonly ClientSale[]; money: (amount: number) => string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  if (sales.length === 0) return <Text size="sm" c="dimmed">{t`El cliente no tiene ventas.`}</Text>;
  const pages = Math.ceil(sales.length / CLIENT_SALES_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = sales.slice((current - 1) * CLIENT_SALES_PAGE_SIZE, current * CLIENT_SALES_PAGE_SIZE);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder fz="sm">
          <Table.Caption>{t`Ventas del cliente, página ${current} de ${pages}`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Fecha`}</Table.Th>
              <Table.Th scope="col">{t`Descripción`}</Table.Th>
              <Table.Th scope="col">{t`Familia`}</Table.Th>
              <Table.Th scope="col">{t`Superfamilia`}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t`Total`}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((sale, index) => (
              <Table.Tr key={`${(current - 1) * CLIENT_SALES_PAGE_SIZE + index}`}>
                <Table.Td>{shownDate(sale.date)}</Table.Td>
                <Table.Td>{sale.description}</Table.Td>
                <Table.Td>{sale.familyName}</Table.Td>
                <Table.Td>{sale.superFamilyName}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(sale.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <nav aria-label={t`Páginas de las ventas`}>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': t`Página ${item}` })}
            getControlProps={(control) => ({ 'aria-label': { first: t`Primera página`, last: t`Última página`, previous: t`Página anterior`, next: t`Página siguiente` }[control] })}
          />
        </nav>
      ) : null}
    </Stack>
  );
}

/** The top 3 families, super-families and products of the client's sales (`clientProfile`). */
function ClientProfileView({ sales }: { sales: readonly ClientSale[] }) {
  const { t } = useLingui();
  const profile = clientProfile(sales);
  const ranking = (title: string, names: readonly string[]) => (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">{t`Sin compras`}</Text>
      ) : (
        <List type="ordered" size="sm" aria-label={title}>
          {names.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {ranking(t`Familias principales`, profile.families)}
      {ranking(t`Superfamilias principales`, profile.superFamilies)}
      {ranking(t`Productos principales`, profile.products)}
    </SimpleGrid>
  );
}
