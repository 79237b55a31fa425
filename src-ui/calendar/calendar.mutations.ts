import { useQueryClient } from '@tanstack/react-query';
import { entryDraft, type CalendarEntry, type NewCalendarEntry } from '@domain/calendar';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { calendarQueries } from './calendar.queries';

/**
 * The calendar's changes: create an entry, delete one, turn one into a campaign draft. Each success
 * refreshes the entries and calls its callback; a failure changes nothing and goes to `onFailed`.
 */
export function useCalendarChanges(callbacks: {
  onCreated: (entry: NewCalendarEntry) => void;
  onRemoved: (entry: CalendarEntry) => void;
  onDrafted: (entry: CalendarEntry) => void;
  onFailed: (error: Error) => void;
}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarQueries.all });
  const create = useGuardedMutation({
    mutationFn: (entry: NewCalendarEntry) => services.calendar.create(entry),
    onSuccess: (_id, entry) => callbacks.onCreated(entry),
    onError: (error) => callbacks.onFailed(error),
    onSettled: refresh,
  });
  const remove = useGuardedMutation({
    mutationFn: (entry: CalendarEntry) => services.calendar.remove(entry.id),
    inFlightKey: (entry) => entry.id,
    onSuccess: (_done, entry) => {
      queryClient.setQueryData<readonly CalendarEntry[]>(calendarQueries.entriesKey(), (entries) => entries?.filter((row) => row.id !== entry.id));
      callbacks.onRemoved(entry);
    },
    onError: (error) => callbacks.onFailed(error),
    onSettled: refresh,
  });
  const toDraft = useGuardedMutation({
    mutationFn: (entry: CalendarEntry) => services.calendar.toDraft(entry.id, entryDraft(entry)),
    inFlightKey: (entry) => entry.id,
    onSuccess: (_id, entry) => callbacks.onDrafted(entry),
    onError: (error) => callbacks.onFailed(error),
    onSettled: refresh,
  });
  return { create, remove, toDraft };
}

/** Saves the pharmacies chosen for entry `id`; `onSaved` on success, `onFailed` keeps the choice on screen. */
export function useSaveEntryPharmacies(id: string, callbacks: { onSaved: () => void; onFailed: (error: Error) => void }) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (eids: readonly number[]) => services.calendar.savePharmacies(id, eids),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarQueries.entry(services, id).queryKey });
      callbacks.onSaved();
    },
    onError: (error) => callbacks.onFailed(error),
  });
}
