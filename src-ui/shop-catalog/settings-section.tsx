import { Group, Loader, Paper, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from '../shared/load-failure';

/**
 * A part of the shop settings page: a region named by its heading (`id` ties the two together), drawn
 * as a bordered card unless `plain`, for a part that shows a chart rather than a form.
 */
export function SettingsSection({ id, title, plain = false, children }: { readonly id: string; readonly title: string; readonly plain?: boolean; readonly children: ReactNode }) {
  const heading = (
    <Title order={2} size="h4" id={id} mb="sm">
      {title}
    </Title>
  );
  if (plain) {
    return (
      <section aria-labelledby={id}>
        {heading}
        {children}
      </section>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      {heading}
      {children}
    </Paper>
  );
}

/**
 * What a part of the shop settings page shows for the data it loads: a spinner with `loading` while it
 * comes, the failure under the title `failure` with a retry when it does not, and `children` of the data
 * once it is here.
 */
export function SectionContent<T>({ query, loading, failure, children }: { readonly query: UseQueryResult<T>; readonly loading: string; readonly failure: string; readonly children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{loading}</Text>
      </Group>
    );
  }
  if (query.isError) return <LoadFailure title={failure} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <>{children(query.data)}</>;
}
