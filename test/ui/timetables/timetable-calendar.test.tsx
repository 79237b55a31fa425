import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '@ui/i18n/i18n';
import { TimetableCalendar } from '@ui/timetables/timetable-calendar';

/** Wednesday 21 October 2026, 10:00 in Madrid. */
const NOW = Date.UTC(2026, 9, 21, 8, 0);

async function showWeek(language: 'es' | 'en') {
  await activateLanguage(language);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <TimetableCalendar events={[]} timeZone="Europe/Madrid" now={NOW} narrow={false} onDayClick={() => undefined} onEventClick={() => undefined} />
      </MantineProvider>
    </I18nProvider>,
  );
  await userEvent.click(screen.getByRole('tab', { name: language === 'es' ? 'Semana' : 'Week' }));
  return within(screen.getByTestId('timetable-calendar')).getAllByRole('rowheader').map((header) => header.textContent);
}

describe('the timetable calendar', () => {
  it('names the rows of the week view in Spanish', async () => {
    const headers = await showWeek('es');
    expect(headers).toEqual(['Todo\nel día', 'Por horas']);
  });
});
