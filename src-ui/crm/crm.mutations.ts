import { useQueryClient } from '@tanstack/react-query';
import type { CrmAnswerValue, CrmForm, CrmFormUrls, CrmSyncAnswers, ErpClient } from '@domain/crm';
import { crmKeys } from '../shared/crm-query-keys';
import { downloadCsv } from '../shared/download';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { crmQueries } from './crm.queries';

interface Callbacks<T> {
  readonly onDone?: (value: T) => void;
  readonly onFailed?: (error: Error) => void;
}

/**
 * Creates the pharmacy's form (spec 2 §5 "CRM form creation"); the screens see it at once, and every
 * query of the pharmacy's CRM is read again (the segmentation's CRM filter mode reads the form too).
 */
export function useCreateCrmForm(eid: number, callbacks: Callbacks<CrmForm> = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (urls: CrmFormUrls) => services.crm.createForm(eid, urls),
    onSuccess: (form) => {
      queryClient.setQueryData(crmQueries.formKey(eid), form);
      void queryClient.invalidateQueries({ queryKey: crmKeys.pharmacy(eid) });
      callbacks.onDone?.(form);
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

/**
 * Saves the form's questions; everything of the pharmacy's CRM is read again: whatever reads the form,
 * and the answers, since a deleted question's answers are lost. A failure changes nothing (the editor
 * keeps what was typed).
 */
export function useSaveCrmForm(eid: number, callbacks: Callbacks<CrmForm> = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (form: CrmForm) => services.crm.updateForm(form),
    onSuccess: (form) => {
      queryClient.setQueryData(crmQueries.formKey(eid), form);
      void queryClient.invalidateQueries({ queryKey: crmKeys.pharmacy(eid) });
      callbacks.onDone?.(form);
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

/**
 * Saves one response's answers; whatever reads the answers is read again (the response, the responses,
 * the unsynced ones and the clients the segmentation finds by them).
 */
export function useSaveCrmResponse(eid: number, callbacks: Callbacks<string> = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({ id, answers }: { id: string; answers: ReadonlyMap<string, CrmAnswerValue> }) => {
      await services.crm.updateResponse(id, answers);
      return id;
    },
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: crmKeys.answers(eid) });
      callbacks.onDone?.(id);
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

/** What a sync links: a response and the ERP client the user confirmed. */
export interface SyncChoice {
  readonly answers: CrmSyncAnswers;
  readonly client: ErpClient;
}

/**
 * Links a response to the ERP client the user confirmed (POST syncUser); the response leaves the
 * unsynced list at once, and whatever reads the answers is read again (the segmentation finds clients
 * by their synced answers). One call per response at a time.
 */
export function useSyncCrmUser(eid: number, callbacks: Callbacks<SyncChoice> = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (choice: SyncChoice) => {
      await services.crm.syncUser(eid, choice.answers.idAnswer, choice.client.erpId);
      return choice;
    },
    inFlightKey: (choice) => choice.answers.idAnswer,
    onSuccess: (choice) => {
      queryClient.setQueryData<readonly CrmSyncAnswers[]>(crmQueries.unsyncedKey(eid), (rows) => rows?.filter((row) => row.idAnswer !== choice.answers.idAnswer));
      callbacks.onDone?.(choice);
    },
    onError: (error) => callbacks.onFailed?.(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: crmKeys.answers(eid) }),
  });
}

/**
 * Downloads the pharmacy's responses as a spreadsheet (GET getFormattedResponse/eid/{eid}): a CSV file
 * that spreadsheet programs open with a column per question and a row per response, every cell written
 * as a value, never a formula. A failure downloads nothing and is passed to `onFailed`.
 */
export function useDownloadCrmResponses(eid: number, callbacks: Callbacks<number> = {}) {
  const services = useUiServices();
  return useGuardedMutation({
    mutationFn: () => services.crm.formattedResponses(eid),
    onSuccess: (sheet) => {
      downloadCsv(`respuestas-crm-${eid}.csv`, sheet.headers, sheet.rows);
      callbacks.onDone?.(sheet.rows.length);
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}
