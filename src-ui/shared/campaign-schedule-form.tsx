import { Grid, Paper, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** Field errors in a red dark enough for 4.5:1 on white (Mantine's error red is lighter). */
const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

/** What a campaign is called and when it is sent, as typed: a 'YYYY-MM-DD' day and an 'HH:mm' time in Madrid. */
export interface CampaignSchedule {
  readonly name: string;
  readonly deliveryDate: string;
  readonly deliveryTime: string;
}

/** The texts of the three fields, in the words of the screen that shows them. */
export interface CampaignScheduleLabels {
  readonly name: string;
  readonly date: string;
  readonly time: string;
  /** Said under the time: in which zone it is read. */
  readonly timeZone: string;
}

/**
 * The part of a campaign's form where the user names the campaign and says on which day and at what
 * time it is sent: a name of up to 200 characters, a date (from `minDate` on, when given) and a time
 * in Madrid. Each field shows its own error; `onDateLeft` is told when the user leaves the date or the
 * time, so that a delivery in the past can be pointed out at once. Enter in any field submits the form
 * (`onSubmit`), unless it is `readOnly`, a campaign shown as it was sent. `children` are the form's
 * other fields, in the same grid; `note` is said under it (when the campaign will be sent).
 */
export function CampaignScheduleForm({
  value,
  onChange,
  errors,
  onDateLeft,
  minDate,
  readOnly,
  labels,
  onSubmit,
  note,
  children,
}: {
  readonly value: CampaignSchedule;
  readonly onChange: (change: Partial<CampaignSchedule>) => void;
  readonly errors: { readonly name?: string | undefined; readonly date?: string | undefined; readonly time?: string | undefined };
  readonly onDateLeft: () => void;
  readonly minDate?: string;
  readonly readOnly: boolean;
  readonly labels: CampaignScheduleLabels;
  readonly onSubmit: () => void;
  readonly note?: ReactNode;
  readonly children?: ReactNode;
}) {
  // What the three fields have in common: each is required, shows its error in the darker red, and is read-only with the form.
  const field = { required: true, styles: FIELD_STYLES, readOnly };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) onSubmit();
      }}
    >
      <Grid gap="md">
        <Grid.Col span={12}>
          <TextInput {...field} label={labels.name} value={value.name} onChange={(event) => onChange({ name: event.currentTarget.value })} error={errors.name} maxLength={200} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...field} type="date" label={labels.date} value={value.deliveryDate} min={minDate} onChange={(event) => onChange({ deliveryDate: event.currentTarget.value })} onBlur={onDateLeft} error={errors.date} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...field} type="time" label={labels.time} description={labels.timeZone} value={value.deliveryTime} onChange={(event) => onChange({ deliveryTime: event.currentTarget.value.slice(0, 5) })} onBlur={onDateLeft} error={errors.time} />
        </Grid.Col>
        {children}
      </Grid>
      {note}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Paper>
  );
}
