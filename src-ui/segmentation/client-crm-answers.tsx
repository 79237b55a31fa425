import { useLingui } from '@lingui/react/macro';
import { Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CrmAnswerValue, CrmResponse } from '@domain/crm';
import { LoadFailure } from '../shared/load-failure';
import { useUiServices } from '../shared/ui-services-context';
import { clientQueries } from './client.queries';

/**
 * The client's answers to the pharmacy's loyalty-CRM form, read by the client's CRM member id
 * (`crm_id`, GET getResponse/mid/{mid}, ADR 30): each question of the form and the client's answer. A
 * client with no member id, or who has not answered, says so; a failure says so with a retry, and the
 * rest of the panel stays as it is.
 */
export function ClientCrmAnswers({ eid, memberId }: { eid: number; memberId: string | undefined }) {
  const { t } = useLingui();
  if (memberId === undefined || memberId.trim() === '') return <Text size="sm" c="dimmed">{t`El cliente no está en el CRM.`}</Text>;
  return <MemberAnswers eid={eid} memberId={memberId} />;
}

function MemberAnswers({ eid, memberId }: { eid: number; memberId: string }) {
  const { t } = useLingui();
  const services = useUiServices();
  const query = useQuery(clientQueries.crmResponse(services, eid, memberId));
  if (query.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" role="status" aria-label={t`Cargando las respuestas del CRM…`} />
      </Center>
    );
  }
  if (query.isError) {
    return <LoadFailure title={t`No se han podido leer las respuestas del CRM`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === null) return <Text size="sm" c="dimmed">{t`El cliente no ha respondido al formulario del CRM.`}</Text>;
  return <AnswerList response={query.data} />;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** An answer as the CRM screens show it (yes or no, the labels chosen, a date as dd/mm/yyyy); undefined when unanswered. */
function useAnswerText(): (value: CrmAnswerValue | undefined, type: string) => string | undefined {
  const { t } = useLingui();
  return (value, type) => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
    if (typeof value === 'boolean') return value ? t`Sí` : t`No`;
    if (Array.isArray(value)) return (value as readonly string[]).join(', ');
    const day = type === 'date' && typeof value === 'string' ? DAY.exec(value) : null;
    return day === null ? String(value) : `${day[3]}/${day[2]}/${day[1]}`;
  };
}

function AnswerList({ response }: { response: CrmResponse }) {
  const { t } = useLingui();
  const answerText = useAnswerText();
  if (response.questions.length === 0) return <Text size="sm" c="dimmed">{t`El formulario del CRM no tiene preguntas.`}</Text>;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0} aria-label={t`Respuestas del CRM`}>
      {response.questions.map((question) => {
        const text = answerText(response.answers.get(question.id), question.type);
        return (
          <div key={question.id}>
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {question.label}
            </Text>
            <Text component="dd" size="sm" m={0} c={text === undefined ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {text ?? t`Sin respuesta`}
            </Text>
          </div>
        );
      })}
    </SimpleGrid>
  );
}
