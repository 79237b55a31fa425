import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@domain/shared-kernel';
import type { Timetable, TimetableFile, TimetableUploadAnswer } from '@domain/timetables';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { timetableQueries } from './timetable.queries';

/** Saves every event, the zone and the usual hours at once (PUT /timetables/{eid}); the saved timetable becomes the loaded one. */
export function useSaveTimetable(handlers: { onDone: (saved: Timetable) => void; onFailed: (error: unknown) => void }) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (timetable: Timetable) => {
      await services.timetables.save(timetable);
      return timetable;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(timetableQueries.timetableKey(saved.eid), saved);
      handlers.onDone(saved);
    },
    onError: handlers.onFailed,
  });
}

/** Uploads a spreadsheet; a saved one reloads the timetable (spec 3 §4: 201 reloads the events). */
export function useUploadTimetable(eid: number, handlers: { onAnswer: (answer: TimetableUploadAnswer, file: TimetableFile) => void; onFailed: (error: unknown) => void }) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({ file, language }: { file: TimetableFile; language: Language }) => ({ answer: await services.timetables.uploadSpreadsheet(eid, file, language), file }),
    onSuccess: async ({ answer, file }) => {
      if (answer.outcome === 'saved') await queryClient.invalidateQueries({ queryKey: timetableQueries.timetableKey(eid) });
      handlers.onAnswer(answer, file);
    },
    onError: handlers.onFailed,
  });
}

/** Downloads the timetable as a spreadsheet. */
export function useExportTimetable(eid: number, handlers: { onDone: (bytes: ArrayBuffer) => void; onFailed: (error: unknown) => void }) {
  const services = useUiServices();
  return useGuardedMutation({
    mutationFn: (language: Language) => services.timetables.exportSpreadsheet(eid, language),
    onSuccess: handlers.onDone,
    onError: handlers.onFailed,
  });
}
