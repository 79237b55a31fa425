import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CRM_MESSAGES,
  EXCLUDED_MANDATORY_REFS,
  checkCrmFormUrls,
  listedMandatoryQuestions,
  questionDeletion,
  questionRef,
  removeQuestion,
  withoutAnswersTo,
  type CrmField,
  type CrmForm,
  type CrmResponse,
} from '@domain/crm';

function aQuestion(id: string, ref: string, required = false): CrmField {
  return { id, title: ref.replaceAll('_', ' '), type: 'multiple_choice', ref, properties: {}, validations: { required } };
}

const form: CrmForm = {
  id: 'f1',
  title: 'Club de fidelidad',
  embedUrl: 'https://forms.example.com/f1',
  fields: [aQuestion('q1', 'email', true), aQuestion('q2', 'Deporte_favorito'), aQuestion('q3', 'phone')],
};
const mandatoryRefs = ['email', 'phone', 'name'];

describe('questionRef', () => {
  it.each([
    ['Fecha de nacimiento', 'Fecha_de_nacimiento'],
    ['  ¿Tiene hijos? ', '¿Tiene_hijos?'],
    ['Dos  espacios', 'Dos__espacios'],
    ['Con\ttabulador', 'Con_tabulador'],
    ['email', 'email'],
    ['', ''],
  ])('makes the ref of %j %j', (title, ref) => {
    expect(questionRef(title)).toBe(ref);
  });

  it('never leaves whitespace and keeps every other character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, size: 'max' }), (title) => {
        const ref = questionRef(title);
        expect(/\s/.test(ref)).toBe(false);
        expect(ref.length).toBe(title.trim().length);
        expect(ref.replaceAll('_', '')).toBe(title.trim().replace(/[\s_]/g, ''));
      }),
      { numRuns: 100 },
    );
  });
});

describe('checkCrmFormUrls', () => {
  const https = { shopUrl: 'https://tienda.example.com', termsUrl: 'https://tienda.example.com/condiciones' };

  it.each([
    ['production', https],
    ['preproduction', https],
    ['development', https],
    ['development', { shopUrl: 'http://localhost:8080', termsUrl: 'http://localhost:8080/terms' }],
    ['development', { shopUrl: 'http://localhost', termsUrl: 'https://example.com/terms' }],
    ['production', { shopUrl: ' HTTPS://Tienda.example.com ', termsUrl: 'https://x.es' }],
  ] as const)('accepts in %s the URLs %j', (mode, urls) => {
    expect(checkCrmFormUrls(urls, mode)).toEqual({ ok: true, value: { shopUrl: urls.shopUrl.trim(), termsUrl: urls.termsUrl.trim() } });
  });

  it.each([
    ['production', { shopUrl: 'http://tienda.example.com', termsUrl: https.termsUrl }],
    ['preproduction', { shopUrl: https.shopUrl, termsUrl: 'http://tienda.example.com/condiciones' }],
    ['production', { shopUrl: 'tienda.example.com', termsUrl: https.termsUrl }],
    ['production', { shopUrl: '', termsUrl: '' }],
    ['production', { shopUrl: 'https://', termsUrl: https.termsUrl }],
    ['development', { shopUrl: 'ftp://tienda.example.com', termsUrl: https.termsUrl }],
    ['development', { shopUrl: https.shopUrl, termsUrl: 'javascript:alert(1)' }],
    ['production', { shopUrl: 'https:/tienda.example.com', termsUrl: https.termsUrl }],
  ] as const)('refuses in %s the URLs %j', (mode, urls) => {
    expect(checkCrmFormUrls(urls, mode)).toEqual({ ok: false, error: 'URLS_NOT_HTTPS' });
  });

  it('shows the spec message for refused URLs', () => {
    expect(CRM_MESSAGES.URLS_NOT_HTTPS).toBe("Por favor, asegúrate de que las URL's empiezan por https://");
  });
});

describe('mandatory questions', () => {
  it('lists the mandatory questions without the children, sport and legal-test ones', () => {
    const mandatory = ['email', 'children', 'name', 'sport', 'legal_test', 'phone'].map((ref, index) => aQuestion(`m${index}`, ref, true));
    expect(listedMandatoryQuestions(mandatory).map((question) => question.ref)).toEqual(['email', 'name', 'phone']);
    expect(EXCLUDED_MANDATORY_REFS).toEqual(['children', 'sport', 'legal_test']);
  });

  it('lists with the excluded refs it is given', () => {
    const mandatory = [aQuestion('m1', 'hijos'), aQuestion('m2', 'email')];
    expect(listedMandatoryQuestions(mandatory, ['hijos']).map((question) => question.ref)).toEqual(['email']);
  });

  it.each([
    ['a mandatory question', 'email', 'FORBIDDEN'],
    ['an optional question', 'Deporte_favorito', 'NEEDS_CONFIRMATION'],
  ])('decides deleting %s: %s', (_case, ref, decision) => {
    expect(questionDeletion({ ref }, mandatoryRefs)).toBe(decision);
  });
});

describe('removeQuestion', () => {
  it('removes a confirmed optional question', () => {
    expect(removeQuestion(form, 'q2', mandatoryRefs)).toEqual({ ok: true, value: { ...form, fields: [form.fields[0], form.fields[2]] } });
  });

  it('refuses a mandatory question', () => {
    expect(removeQuestion(form, 'q3', mandatoryRefs)).toEqual({ ok: false, error: 'MANDATORY_QUESTION' });
  });

  it('refuses a question that is not in the form', () => {
    expect(removeQuestion(form, 'q9', mandatoryRefs)).toEqual({ ok: false, error: 'UNKNOWN_QUESTION' });
  });
});

describe('withoutAnswersTo', () => {
  const response: CrmResponse = {
    idAnswer: 'a1',
    questions: [
      { id: 'q1', ref: 'email', type: 'email', label: 'Email' },
      { id: 'q2', ref: 'Deporte_favorito', type: 'multiple_choice', label: 'Deporte favorito' },
    ],
    answers: new Map<string, string | readonly string[]>([
      ['q1', 'ana@example.com'],
      ['q2', ['Tenis', 'Pádel']],
    ]),
  };

  it('drops the question and its answer, leaving the original untouched', () => {
    const after = withoutAnswersTo(response, 'q2');
    expect(after.questions.map((question) => question.id)).toEqual(['q1']);
    expect([...after.answers]).toEqual([['q1', 'ana@example.com']]);
    expect(after.idAnswer).toBe('a1');
    expect(response.answers.size).toBe(2);
  });
});

describe('CRM_MESSAGES', () => {
  it('reproduces the spec texts verbatim', () => {
    expect(CRM_MESSAGES).toEqual({
      URLS_NOT_HTTPS: "Por favor, asegúrate de que las URL's empiezan por https://",
      FORM_REQUIRED: 'Es necesario crear el formulario',
      FORM_CREATE_FAILED: 'Hubo un error creando el formulario',
      SAVE_FAILED: 'Hubo un error guardando',
      STORE_NAME_MISSING: 'No está definido el nombre web',
    });
  });
});
