import { describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared-kernel';
import { errorMessage, failureMessage } from '@ui/shared/error-messages';

describe('failureMessage', () => {
  it('says what an API error means', () => {
    const error = new ApiError('forbidden', 403, 'Forbidden');
    expect(failureMessage(error)).toEqual(errorMessage(error));
    expect(failureMessage(error).message).toBe('No tienes permiso para hacer esta operación.');
  });

  it("shows a server's own message as it came", () => {
    expect(failureMessage(new ApiError('server-message', 200, 'success false', 'El mes ya existe')).message).toBe('El mes ya existe');
  });

  it('gives the generic message for anything that is not an API error', () => {
    for (const error of [new TypeError('x is undefined'), 'texto', undefined]) {
      expect(failureMessage(error).message).toBe('Hubo un error. Por favor reintente.');
    }
  });
});
