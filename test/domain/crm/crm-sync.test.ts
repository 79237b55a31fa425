import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  crmAnswerFullName,
  matchKeys,
  normaliseCode,
  normaliseEmail,
  normalisePhone,
  syncAnswersOf,
  syncCandidateFinder,
  syncCandidates,
  type CrmSyncAnswers,
  type ErpClient,
  type SyncIdentity,
} from '@domain/crm';

const nobody: SyncIdentity = { email: '', phone: '', loyalty: '', idCode: '' };

function anErpClient(erpId: string, identity: Partial<SyncIdentity>): ErpClient {
  return { ...nobody, ...identity, erpId, name: `Cliente ${erpId}` };
}

function someAnswers(identity: Partial<SyncIdentity>): CrmSyncAnswers {
  return { ...nobody, ...identity, idAnswer: 'a1', name: 'Ana', surnames: 'García López' };
}

describe('normalisers', () => {
  it.each([
    [' Ana.Garcia@Example.COM ', 'ana.garcia@example.com'],
    ['', ''],
  ])('compares the email %j as %j', (email, normalised) => {
    expect(normaliseEmail(email)).toBe(normalised);
  });

  it.each([
    ['600 11 22 33', '600112233'],
    ['+34 600-11-22-33', '600112233'],
    ['0034600112233', '600112233'],
    ['(91) 555 12 34', '915551234'],
    ['+33 6 12 34 56 78', '33612345678'],
    ['34600112233', '600112233'],
    ['3460011223', '3460011223'],
    ['sin teléfono', ''],
  ])('compares the phone %j as %j', (phone, normalised) => {
    expect(normalisePhone(phone)).toBe(normalised);
  });

  it.each([
    [' 12345678-z ', '12345678Z'],
    ['x1234567.l', 'X1234567L'],
    ['0001 2345', '00012345'],
  ])('compares the code %j as %j', (code, normalised) => {
    expect(normaliseCode(code)).toBe(normalised);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normaliseEmail(normaliseEmail(text))).toBe(normaliseEmail(text));
        expect(normalisePhone(normalisePhone(text))).toBe(normalisePhone(text));
        expect(normaliseCode(normaliseCode(text))).toBe(normaliseCode(text));
      }),
      { numRuns: 100 },
    );
  });
});

describe('matchKeys', () => {
  it('lists every shared datum in the order email, phone, loyalty, id code', () => {
    const crm = { email: 'ANA@example.com', phone: '+34 600112233', loyalty: 'card-7', idCode: '12345678z' };
    const erp = { email: 'ana@example.com ', phone: '600 112 233', loyalty: 'CARD7', idCode: '12345678-Z' };
    expect(matchKeys(crm, erp)).toEqual(['email', 'phone', 'loyalty', 'idCode']);
  });

  it('never matches on empty values', () => {
    expect(matchKeys(nobody, nobody)).toEqual([]);
    expect(matchKeys({ ...nobody, phone: 'n/a' }, { ...nobody, phone: '-' })).toEqual([]);
  });

  it('is symmetric', () => {
    const identity = fc.record({
      email: fc.constantFrom('', 'a@b.es', 'A@B.ES', 'c@d.es'),
      phone: fc.constantFrom('', '600112233', '+34600112233', '700000000'),
      loyalty: fc.constantFrom('', 'L1', 'l-1', 'L2'),
      idCode: fc.constantFrom('', '12345678Z', '12345678-z', 'X1234567L'),
    });
    fc.assert(
      fc.property(identity, identity, (a, b) => {
        expect(matchKeys(a, b)).toEqual(matchKeys(b, a));
      }),
      { numRuns: 100 },
    );
  });
});

describe('syncCandidates', () => {
  const clients = [
    anErpClient('e1', { phone: '600112233' }),
    anErpClient('e2', { email: 'otra@example.com' }),
    anErpClient('e3', { email: 'ana@example.com', idCode: '12345678Z' }),
    anErpClient('e4', { loyalty: 'C-99' }),
  ];

  it('lists the clients sharing data, those sharing more first', () => {
    const answers = someAnswers({ email: 'Ana@Example.com', phone: '+34 600 11 22 33', idCode: '12345678-z', loyalty: 'c99' });
    expect(syncCandidates(answers, clients).map(({ client, matchedBy }) => [client.erpId, matchedBy])).toEqual([
      ['e3', ['email', 'idCode']],
      ['e1', ['phone']],
      ['e4', ['loyalty']],
    ]);
  });

  it('finds no candidates for answers sharing nothing', () => {
    expect(syncCandidates(someAnswers({ email: 'nadie@example.com' }), clients)).toEqual([]);
  });
});

describe('crmAnswerFullName', () => {
  it.each([
    ['Ana', 'García López', 'Ana García López'],
    [' Ana ', '', 'Ana'],
    ['', ' García ', 'García'],
    ['', '', ''],
  ])('joins %j and %j as %j', (name, surnames, full) => {
    expect(crmAnswerFullName({ name, surnames })).toBe(full);
  });
});

describe('syncCandidateFinder', () => {
  const identity = fc.record({
    email: fc.constantFrom('', 'a@b.es', 'A@B.ES', 'c@d.es'),
    phone: fc.constantFrom('', '600112233', '+34600112233', '700000000'),
    loyalty: fc.constantFrom('', 'L1', 'l-1', 'L2'),
    idCode: fc.constantFrom('', '12345678Z', '12345678-z', 'X1234567L'),
  });

  it('finds the same candidates, in the same order, as syncCandidates', () => {
    fc.assert(
      fc.property(fc.array(identity, { maxLength: 12 }), identity, (identities, asked) => {
        const clients = identities.map((each, index) => anErpClient(`e${index}`, each));
        const answers = someAnswers(asked);
        expect(syncCandidateFinder(clients)(answers)).toEqual(syncCandidates(answers, clients));
      }),
      { numRuns: 100 },
    );
  });

  it('answers many answers from one index of the clients', () => {
    const find = syncCandidateFinder([anErpClient('e1', { phone: '600112233' }), anErpClient('e2', { email: 'ana@example.com', phone: '600112233' })]);
    expect(find(someAnswers({ phone: '+34 600 11 22 33' })).map(({ client }) => client.erpId)).toEqual(['e1', 'e2']);
    expect(find(someAnswers({ email: 'ANA@example.com', phone: '600112233' })).map(({ client, matchedBy }) => [client.erpId, matchedBy])).toEqual([
      ['e2', ['email', 'phone']],
      ['e1', ['phone']],
    ]);
    expect(find(someAnswers({}))).toEqual([]);
  });
});

describe('syncAnswersOf', () => {
  it('reads the answers to the name, apellidos, email, phone, loyalty and id_code questions as text', () => {
    const questions = ['name', 'apellidos', 'email', 'phone', 'loyalty', 'id_code', 'sex'].map((ref, index) => ({ id: `q${index}`, ref }));
    const answers = new Map<string, unknown>([
      ['q0', 'Ana'],
      ['q1', 'García López'],
      ['q3', 600112233],
      ['q4', null],
      ['q5', ['12345678Z']],
      ['q6', 'Mujer'],
    ]);
    expect(syncAnswersOf({ idAnswer: 'r1', questions, answers })).toEqual({ idAnswer: 'r1', name: 'Ana', surnames: 'García López', email: '', phone: '600112233', loyalty: '', idCode: '' });
    expect(syncAnswersOf({ idAnswer: 'r2', questions: [], answers: new Map() })).toEqual({ idAnswer: 'r2', name: '', surnames: '', email: '', phone: '', loyalty: '', idCode: '' });
  });
});
