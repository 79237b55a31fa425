import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LegalTermsGateway } from '@domain/session';
import { legalTermsQueries, useSignLegalTerms } from '@ui/shell/legal-terms.queries';
import { renderUiHook } from '../../support/ui-hooks';

describe('signing the legal terms', () => {
  it("invalidates the signing entity's terms only, then tells the gate", async () => {
    const legalTerms: LegalTermsGateway = { get: vi.fn(() => Promise.reject(new Error('not expected'))), sign: vi.fn(() => Promise.resolve()) };
    const onSigned = vi.fn();
    const { result, queryClient } = renderUiHook(() => useSignLegalTerms({ onSigned }), { legalTerms });
    queryClient.setQueryData(legalTermsQueries.entityKey(500), { document: 'Condiciones', signatures: 0 });
    queryClient.setQueryData(legalTermsQueries.entityKey(501), { document: 'Condiciones', signatures: 0 });

    act(() => result.current.mutate({ eid: 500, name: 'Ana Pérez', uid: 7 }));

    await waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
    expect(legalTerms.sign).toHaveBeenCalledWith({ eid: 500, name: 'Ana Pérez', uid: 7 });
    expect(queryClient.getQueryState(legalTermsQueries.entityKey(500))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(legalTermsQueries.entityKey(501))?.isInvalidated).toBe(false);
  });

  it('invalidates nothing when signing fails, and keeps the failure for the gate to show', async () => {
    const failure = new Error('server down');
    const legalTerms: LegalTermsGateway = { get: vi.fn(() => Promise.reject(new Error('not expected'))), sign: vi.fn(() => Promise.reject(failure)) };
    const onSigned = vi.fn();
    const { result, queryClient } = renderUiHook(() => useSignLegalTerms({ onSigned }), { legalTerms });
    queryClient.setQueryData(legalTermsQueries.entityKey(500), { document: 'Condiciones', signatures: 0 });

    act(() => result.current.mutate({ eid: 500, name: 'Ana Pérez', uid: 7 }));

    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(onSigned).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(legalTermsQueries.entityKey(500))?.isInvalidated).toBe(false);
  });
});
