import * as v from 'valibot';
import type { Sender, SenderForm } from '@domain/senders';
import { numeric } from '@adapters/shared';

const text = v.optional(v.nullable(v.string()), '');
const flag = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.boolean(), numeric, v.literal('true'), v.literal('false')]),
      v.transform((value) => value === true || value === 'true' || value === 1),
    ),
  ),
);

/**
 * A sender as the campaign service sends it (spec 2 §3 "Sender": name, email, sms_sender, active,
 * from_email). Not shown in the spec, and read leniently: `active` may come as a boolean, 0/1 or text,
 * and a missing one is "not verified".
 */
const senderDto = v.looseObject({
  name: text,
  email: v.string(),
  sms_sender: text,
  active: flag,
  from_email: v.optional(v.nullable(v.string())),
});

type SenderDto = v.InferOutput<typeof senderDto>;

/** A sender from the campaign service as the domain's sender. */
export function senderFromDto(dto: SenderDto): Sender {
  return {
    name: dto.name ?? '',
    email: dto.email,
    smsSender: dto.sms_sender ?? '',
    active: dto.active ?? false,
    fromEmail: dto.from_email === undefined || dto.from_email === null || dto.from_email === '' ? undefined : dto.from_email,
  };
}

/** No sender: nothing, null, false, an empty list or an empty object. */
const noSender = v.pipe(
  v.optional(v.union([v.null(), v.literal(false), v.pipe(v.array(v.unknown()), v.length(0)), v.strictObject({})])),
  v.transform((): Sender | undefined => undefined),
);

/** A sender, possibly as a one-element list. */
const someSender = v.pipe(
  v.union([senderDto, v.pipe(v.array(senderDto), v.length(1))]),
  v.transform((data): Sender | undefined => senderFromDto(Array.isArray(data) ? (data[0] as SenderDto) : data)),
);

/**
 * GET /sender/get-sender/eid/{eid}: the pharmacy's sender, or undefined when it has none. Not shown in
 * the spec: the sender comes as `data` (or a one-element list), and `data` absent, null, false, an empty
 * list or an empty object means the pharmacy has no sender.
 */
export const senderAnswer = v.pipe(
  v.looseObject({ success: v.literal(true), data: v.optional(v.union([someSender, noSender])) }),
  v.transform((answer) => answer.data),
);

/**
 * POST /sender/create-sender/eid/{eid}: the sender as it now stands when the answer carries it (not
 * shown in the spec), else undefined.
 */
export const senderRegisteredAnswer = v.pipe(
  v.looseObject({ success: v.literal(true), data: v.optional(v.unknown()) }),
  v.transform((answer) => {
    const parsed = v.safeParse(someSender, answer.data);
    return parsed.success ? parsed.output : undefined;
  }),
);

/** An answer that only says the call worked (`success: true`, any data). */
export const successAnswer = v.looseObject({ success: v.literal(true) });

/** The body of POST /sender/create-sender/eid/{eid} (spec 2 §7): name, email and sms_sender, as given. */
export function senderFormToDto(form: SenderForm): { name: string; email: string; sms_sender: string } {
  return { name: form.name, email: form.email, sms_sender: form.smsSender };
}
