import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import type { IgnoredInSheet } from '@domain/client-files';
import { someOfMany, type ClientFileReading } from './client-file-reader';

/**
 * The reading of a client file under way: its name, how far it has got, and a button that cancels it.
 * Once read, what of the file was not taken as written, if anything ({@link IgnoredNotice}).
 */
export function ClientFileProgress({ state, onCancel }: { state: ClientFileReading; onCancel: () => void }) {
  const { t } = useLingui();
  if (state.status === 'read') return <IgnoredNotice name={state.name} ignored={state.ignored} />;
  if (state.status !== 'reading') return null;
  return (
    <Stack gap={4} role="status">
      <Text size="sm">{t`Leyendo ${state.name}…`}</Text>
      <Group gap="sm">
        <Progress value={Math.round(state.progress * 100)} flex={1} aria-label={t`Progreso de la lectura`} />
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {t`Cancelar`}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What of a read file was not taken as written, and what was done instead, so that nothing changes
 * unseen: a header with a reserved name is uploaded under another name with all its values; a formula
 * is not read, its last computed value is; a formula without a computed value is uploaded empty.
 */
function IgnoredNotice({ name, ignored }: { name: string; ignored: IgnoredInSheet }) {
  const { t, i18n } = useLingui();
  const { computed, withoutValue } = ignored.formulas;
  const computedCells = someOfMany(i18n, computed.first, computed.count);
  const emptyCells = someOfMany(i18n, withoutValue.first, withoutValue.count);
  return (
    <Alert color="yellow" variant="light" role="status" title={t`${name}: lo que no se ha leído tal cual`}>
      <List size="sm" spacing={4}>
        {ignored.reservedHeaders.map((header) => (
          <List.Item key={header.column}>
            {t`La columna ${header.column} se titula «${header.original}», un nombre reservado: se sube como «${header.name}», con todos sus valores.`}
          </List.Item>
        ))}
        {computed.count > 0 && (
          <List.Item>
            {computed.count === 1
              ? t`Las fórmulas no se leen: la celda ${computedCells} se sube con el último valor que calculó Excel.`
              : t`Las fórmulas no se leen: las celdas ${computedCells} se suben con el último valor que calculó Excel.`}
          </List.Item>
        )}
        {withoutValue.count > 0 && (
          <List.Item>
            {withoutValue.count === 1
              ? t`La celda ${emptyCells} tiene una fórmula sin valor calculado: se sube vacía. Abre el archivo en Excel, guárdalo y vuelve a elegirlo para subir su valor.`
              : t`Las celdas ${emptyCells} tienen una fórmula sin valor calculado: se suben vacías. Abre el archivo en Excel, guárdalo y vuelve a elegirlo para subir sus valores.`}
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
