import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ScreenIcon } from './icons';

/** A tile of a menu page: where it leads, what it says, its icon (decorative). */
export interface MenuTile {
  readonly key: string;
  readonly to: NonNullable<LinkProps['to']>;
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
  readonly icon: ScreenIcon;
  /** Why the tile cannot be opened now (shown on it); absent, the tile is a link. */
  readonly disabledReason?: string;
}

/**
 * A menu page of the product (the campaign management menu, the CRM menu, the web manager): a title,
 * a line under it, what the screen adds between them and the tiles (`children`), and a list of tiles,
 * each a link to its screen, or a dimmed card saying why it cannot be opened.
 */
export function MenuPage({
  title,
  description,
  listLabel,
  testIdPrefix,
  tiles,
  children,
}: {
  readonly title: string;
  readonly description: string;
  /** The accessible name of the tiles' list. */
  readonly listLabel: string;
  /** Each tile's list item is `data-testid={`${testIdPrefix}-${key}`}`. */
  readonly testIdPrefix: string;
  readonly tiles: readonly MenuTile[];
  readonly children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {children}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={listLabel}>
        {tiles.map((tile) => {
          const Icon = tile.icon;
          const disabled = tile.disabledReason !== undefined;
          const body = (
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={disabled ? 'gray' : undefined} size={44} radius="md" aria-hidden>
                <Icon size={26} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={700} size="lg">
                  {i18n._(tile.title)}
                </Text>
                <Text size="sm" c="dimmed">
                  {i18n._(tile.description)}
                </Text>
                {disabled && (
                  <Badge mt="xs" variant="light" color="gray">
                    {tile.disabledReason}
                  </Badge>
                )}
              </div>
            </Group>
          );
          return (
            <li key={tile.key} data-testid={`${testIdPrefix}-${tile.key}`}>
              {disabled ? (
                <Card withBorder radius="md" padding="lg" h="100%" data-disabled="true">
                  {body}
                </Card>
              ) : (
                <Card withBorder radius="md" padding="lg" h="100%" renderRoot={(props) => <Link {...props} to={tile.to} />}>
                  {body}
                </Card>
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
