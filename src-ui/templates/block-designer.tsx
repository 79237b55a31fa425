import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Grid, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import {
  EMAIL_ALIGNMENTS,
  EMAIL_BLOCK_KINDS,
  EMAIL_BUTTON_COLORS,
  EMAIL_SPACER_HEIGHT,
  EMAIL_TEXT_STYLES,
  emailBlockProblems,
  renderEmailHtml,
  type BlockEmailDesignerSession,
  type EmailBlock,
  type EmailBlockChanges,
  type EmailBlockEdit,
  type EmailButtonColor,
} from '@domain/templates';
import { HtmlPreview } from '../shared/html-preview';
import { alignLabels, blockKindLabels, blockProblemMessages, textStyleLabels } from './template-messages';

/** Which control should have the focus after an edit moved or removed blocks. */
interface FocusRequest {
  readonly id: number;
  readonly control: 'up' | 'down' | 'first-field' | 'card';
}

const controlId = (blockId: number, control: string): string => `email-block-${blockId}-${control}`;

/**
 * The product's own email designer (memory profile): add text, image, button, divider and spacer blocks,
 * edit them in place, reorder them with buttons or Alt+↑ / Alt+↓, duplicate and delete them, and see the
 * email as it will be sent. Every change goes through the session, which applies the block model's rules.
 */
export function BlockDesigner({ session, storedHtml, subject, onChange }: { session: BlockEmailDesignerSession; storedHtml: string; subject: string; onChange: () => void }) {
  const { t, i18n } = useLingui();
  const { document, keepsForeignDesign } = useSyncExternalStore(session.subscribe, session.snapshot);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<FocusRequest | undefined>(undefined);
  const addRef = useRef<HTMLDivElement>(null);
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const count = document.blocks.length;
  const html = useMemo(
    () => (keepsForeignDesign ? storedHtml : count === 0 ? '' : renderEmailHtml(document, { title: subject, lang: language })),
    [keepsForeignDesign, storedHtml, count, document, subject, language],
  );
  const kindLabel = (block: EmailBlock): string => i18n._(blockKindLabels[block.kind]);

  // After an edit has been drawn, the focus goes where the edit asked (the moved block's button, a new block's field…).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus === undefined) return;
    pendingFocus.current = undefined;
    const target = (control: string) => globalThis.document.getElementById(controlId(focus.id, control));
    let element = target(focus.control);
    if (element instanceof HTMLButtonElement && element.disabled) element = target(focus.control === 'up' ? 'down' : 'up');
    if (element instanceof HTMLButtonElement && element.disabled) element = target('card');
    element?.focus();
  }, [document]);

  const edit = (change: EmailBlockEdit): void => {
    session.edit(change);
    onChange();
  };
  const change = (id: number, changes: EmailBlockChanges): void => edit({ type: 'change', id, changes });

  const add = (kind: EmailBlock['kind']): void => {
    const id = session.snapshot().document.nextId;
    edit({ type: 'add', kind });
    setAnnouncement(t`Bloque de ${i18n._(blockKindLabels[kind]).toLowerCase()} añadido al final.`);
    pendingFocus.current = { id, control: kind === 'divider' || kind === 'spacer' ? 'card' : 'first-field' };
  };

  const move = (block: EmailBlock, index: number, offset: number): void => {
    const target = index + offset;
    if (target < 0 || target >= count) return;
    edit({ type: 'move', id: block.id, offset });
    setAnnouncement(t`${kindLabel(block)} movido a la posición ${target + 1} de ${count}.`);
    pendingFocus.current = { id: block.id, control: offset < 0 ? 'up' : 'down' };
  };

  const remove = (block: EmailBlock, index: number): void => {
    const neighbour = document.blocks[index + 1] ?? document.blocks[index - 1];
    edit({ type: 'remove', id: block.id });
    setAnnouncement(t`${kindLabel(block)} eliminado.`);
    if (neighbour === undefined) addRef.current?.querySelector('button')?.focus();
    else pendingFocus.current = { id: neighbour.id, control: 'card' };
  };

  const duplicate = (block: EmailBlock): void => {
    const id = session.snapshot().document.nextId;
    edit({ type: 'duplicate', id: block.id });
    setAnnouncement(t`${kindLabel(block)} duplicado.`);
    pendingFocus.current = { id, control: 'card' };
  };

  const onCardKey = (event: KeyboardEvent<HTMLElement>, block: EmailBlock, index: number): void => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(block, index, event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="sm">
          {keepsForeignDesign && (
            <Alert color="blue" title={t`Diseño hecho con otro editor`}>
              {t`Este diseño se creó con el editor visual externo y se conservará tal cual si no lo cambias. Si añades o editas bloques, sustituirás el diseño guardado.`}
            </Alert>
          )}
          <Group gap="xs" ref={addRef} role="group" aria-label={t`Añadir bloque`}>
            <Text size="sm" fw={600} component="span" aria-hidden="true">
              {t`Añadir:`}
            </Text>
            {EMAIL_BLOCK_KINDS.map((kind) => (
              <Button key={kind} size="xs" variant="light" onClick={() => add(kind)} aria-label={t`Añadir bloque de ${i18n._(blockKindLabels[kind]).toLowerCase()}`}>
                + {i18n._(blockKindLabels[kind])}
              </Button>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t`Reordena con los botones ↑ ↓ de cada bloque, o con Alt+↑ y Alt+↓ desde dentro del bloque.`}
          </Text>
          {count === 0 ? (
            <Paper withBorder radius="md" p="lg" bg="gray.0">
              <Text size="sm" c="dimmed" ta="center">
                {t`El correo está vacío. Añade un bloque para empezar: un título, un texto, una imagen o un botón.`}
              </Text>
            </Paper>
          ) : (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Bloques del correo`}>
              {document.blocks.map((block, index) => (
                <Paper
                  component="li"
                  key={block.id}
                  withBorder
                  radius="md"
                  p="sm"
                  id={controlId(block.id, 'card')}
                  tabIndex={-1}
                  aria-label={t`Bloque ${index + 1} de ${count}: ${kindLabel(block)}`}
                  onKeyDown={(event: KeyboardEvent<HTMLElement>) => onCardKey(event, block, index)}
                  data-testid="email-block"
                >
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="xs">
                        <Badge variant="light" radius="sm">
                          {index + 1}
                        </Badge>
                        <Title order={3} size="sm">
                          {kindLabel(block)}
                        </Title>
                      </Group>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon id={controlId(block.id, 'up')} variant="default" disabled={index === 0} onClick={() => move(block, index, -1)} aria-label={t`Subir bloque ${index + 1}`}>
                          <span aria-hidden="true">↑</span>
                        </ActionIcon>
                        <ActionIcon id={controlId(block.id, 'down')} variant="default" disabled={index === count - 1} onClick={() => move(block, index, 1)} aria-label={t`Bajar bloque ${index + 1}`}>
                          <span aria-hidden="true">↓</span>
                        </ActionIcon>
                        <ActionIcon variant="default" onClick={() => duplicate(block)} aria-label={t`Duplicar bloque ${index + 1}`}>
                          <span aria-hidden="true">⧉</span>
                        </ActionIcon>
                        <ActionIcon variant="light" color="red" onClick={() => remove(block, index)} aria-label={t`Eliminar bloque ${index + 1}`}>
                          <span aria-hidden="true">✕</span>
                        </ActionIcon>
                      </Group>
                    </Group>
                    <BlockFields block={block} position={index + 1} firstFieldId={controlId(block.id, 'first-field')} onChange={(changes) => change(block.id, changes)} />
                    {emailBlockProblems(block).map((problem) => (
                      <Text key={problem} size="xs" c="red.9">
                        <span aria-hidden="true">⚠ </span>
                        {i18n._(blockProblemMessages[problem])}
                      </Text>
                    ))}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
          <VisuallyHidden role="status" aria-live="polite">
            {announcement}
          </VisuallyHidden>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="xs" pos="sticky" top={76}>
          <Title order={3} size="h5">
            {t`Vista previa del correo`}
          </Title>
          <HtmlPreview html={html} title={t`Vista previa del correo`} emptyText={t`La vista previa aparecerá al añadir bloques.`} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

const COLOR_NAMES: Record<EmailButtonColor, string> = {
  '#0b7285': 'teal',
  '#2b8a3e': 'green',
  '#c92a2a': 'red',
  '#5f3dc4': 'violet',
  '#212529': 'black',
};

/** The fields of one block, labelled with the block's position so each label is unique on the page. */
function BlockFields({ block, position, firstFieldId, onChange }: { block: EmailBlock; position: number; firstFieldId: string; onChange: (changes: EmailBlockChanges) => void }) {
  const { t, i18n } = useLingui();
  const alignData = EMAIL_ALIGNMENTS.map((value) => ({ value, label: i18n._(alignLabels[value]) }));
  const colorLabels: Record<string, string> = { teal: t`Verde azulado`, green: t`Verde`, red: t`Rojo`, violet: t`Violeta`, black: t`Negro` };
  switch (block.kind) {
    case 'text':
      return (
        <Stack gap="xs">
          <Textarea
            id={firstFieldId}
            label={t`Texto del bloque ${position}`}
            placeholder={t`Escribe aquí el texto`}
            autosize
            minRows={2}
            maxRows={10}
            value={block.text}
            onChange={(event) => onChange({ text: event.currentTarget.value })}
          />
          <Group grow>
            <Select
              label={t`Estilo del bloque ${position}`}
              data={EMAIL_TEXT_STYLES.map((value) => ({ value, label: i18n._(textStyleLabels[value]) }))}
              value={block.style}
              allowDeselect={false}
              onChange={(value) => value !== null && onChange({ style: value })}
            />
            <Select label={t`Alineación del bloque ${position}`} data={alignData} value={block.align} allowDeselect={false} onChange={(value) => value !== null && onChange({ align: value })} />
          </Group>
        </Stack>
      );
    case 'image':
      return (
        <Stack gap="xs">
          <TextInput
            id={firstFieldId}
            label={t`Dirección de la imagen del bloque ${position}`}
            placeholder="https://"
            type="url"
            value={block.src}
            onChange={(event) => onChange({ src: event.currentTarget.value })}
          />
          <TextInput label={t`Texto alternativo del bloque ${position}`} placeholder={t`Qué muestra la imagen`} value={block.alt} onChange={(event) => onChange({ alt: event.currentTarget.value })} />
          <TextInput
            label={t`Enlace de la imagen del bloque ${position} (opcional)`}
            placeholder="https://"
            type="url"
            value={block.href}
            onChange={(event) => onChange({ href: event.currentTarget.value })}
          />
        </Stack>
      );
    case 'button':
      return (
        <Stack gap="xs">
          <Group grow align="flex-start">
            <TextInput id={firstFieldId} label={t`Texto del botón del bloque ${position}`} placeholder={t`Pedir cita`} value={block.label} onChange={(event) => onChange({ label: event.currentTarget.value })} />
            <TextInput
              label={t`Enlace del botón del bloque ${position}`}
              placeholder="https:// o mailto:"
              value={block.href}
              onChange={(event) => onChange({ href: event.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <Select
              label={t`Color del botón del bloque ${position}`}
              data={EMAIL_BUTTON_COLORS.map((value) => ({ value, label: colorLabels[COLOR_NAMES[value]] ?? value }))}
              value={block.color}
              allowDeselect={false}
              leftSection={<span aria-hidden="true" style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: block.color }} />}
              onChange={(value) => value !== null && onChange({ color: value })}
            />
            <Select label={t`Alineación del botón del bloque ${position}`} data={alignData} value={block.align} allowDeselect={false} onChange={(value) => value !== null && onChange({ align: value })} />
          </Group>
        </Stack>
      );
    case 'divider':
      return (
        <Text size="sm" c="dimmed">
          {t`Una línea horizontal separa lo de arriba de lo de abajo.`}
        </Text>
      );
    case 'spacer':
      return (
        <NumberInput
          label={t`Altura del espacio del bloque ${position} (px)`}
          min={EMAIL_SPACER_HEIGHT.min}
          max={EMAIL_SPACER_HEIGHT.max}
          step={4}
          clampBehavior="blur"
          value={block.height}
          onChange={(value) => typeof value === 'number' && onChange({ height: value })}
          w={220}
        />
      );
  }
}
