/**
 * The query keys of what a pharmacy's CRM holds, shared by every screen that reads it (the CRM screens
 * and the segmentation's CRM filter mode). Each resource is a key prefix, and a query that reads a
 * resource sits under its prefix, so that a change invalidates the prefix of what it changed and every
 * screen that reads it is read again, whichever screen made the change:
 * - `form(eid)`: the pharmacy's form and its questions, and whatever is read from them;
 * - `answers(eid)`: the clients' responses, their sync with the ERP's clients, and the clients found by
 *   their answers. Answers are read with the form's questions, so a change of the form is a change of
 *   the whole `pharmacy(eid)`.
 * What no CRM change touches (the mandatory questions, the ready-made ones, the ERP's clients) stays
 * outside `pharmacy(eid)`, under `all`.
 */
export const crmKeys = {
  all: ['crm'] as const,
  pharmacy: (eid: number) => [...crmKeys.all, 'pharmacy', eid] as const,
  form: (eid: number) => [...crmKeys.pharmacy(eid), 'form'] as const,
  answers: (eid: number) => [...crmKeys.pharmacy(eid), 'answers'] as const,
};
