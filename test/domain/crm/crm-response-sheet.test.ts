import { describe, expect, it } from 'vitest';
import { crmResponseSheet, formattedCrmAnswer, formattedCrmResponse, type CrmResponse } from '@domain/crm';

describe('formattedCrmAnswer', () => {
  it('writes nothing for an unanswered question', () => {
    expect([undefined, null, '', []].map((value) => formattedCrmAnswer(value, 'short_text'))).toEqual([null, null, null, null]);
  });

  it('joins the labels chosen, says yes or no, shows a date as dd/mm/yyyy and keeps numbers and texts', () => {
    expect(formattedCrmAnswer(['Tenis', 'Golf'], 'multiple_choice')).toBe('Tenis, Golf');
    expect([formattedCrmAnswer(true, 'yes_no'), formattedCrmAnswer(false, 'legal')]).toEqual(['Sí', 'No']);
    expect(formattedCrmAnswer('1984-03-07T00:00:00.000Z', 'date')).toBe('07/03/1984');
    expect(formattedCrmAnswer('en marzo', 'date')).toBe('en marzo');
    expect(formattedCrmAnswer(42, 'number')).toBe(42);
    expect(formattedCrmAnswer('=1+1', 'short_text')).toBe('=1+1');
  });
});

describe('formattedCrmResponse', () => {
  it('names each answer by its question, the form’s order kept, a repeated wording numbered and an empty one by its reference', () => {
    const response: CrmResponse = {
      idAnswer: 'r1',
      questions: [
        { id: '1', ref: 'name', type: 'short_text', label: 'Nombre' },
        { id: '2', ref: 'age', type: 'number', label: ' Edad ' },
        { id: '3', ref: 'age2', type: 'number', label: 'Edad' },
        { id: '4', ref: 'age3', type: 'number', label: 'Edad' },
        { id: '5', ref: 'note', type: 'long_text', label: '  ' },
      ],
      answers: new Map<string, string | number>([
        ['1', 'Ana'],
        ['2', 41],
        ['4', 7],
      ]),
    };
    const formatted = formattedCrmResponse(response);
    expect(Object.entries(formatted)).toEqual([
      ['Nombre', 'Ana'],
      ['Edad', 41],
      ['Edad (2)', null],
      ['Edad (3)', 7],
      ['note', null],
    ]);
  });
});

describe('crmResponseSheet', () => {
  it('heads the columns in the order they first appear and fills what a response lacks with nothing', () => {
    expect(crmResponseSheet([{ Nombre: 'Ana', Edad: 41 }, { Deporte: 'Golf', Nombre: 'Luis' }, {}])).toEqual({
      headers: ['Nombre', 'Edad', 'Deporte'],
      rows: [
        ['Ana', 41, null],
        ['Luis', null, 'Golf'],
        [null, null, null],
      ],
    });
  });

  it('has no headers and no rows without responses', () => {
    expect(crmResponseSheet([])).toEqual({ headers: [], rows: [] });
  });
});
