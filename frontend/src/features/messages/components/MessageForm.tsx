//! The message: 받는 기업 (locked when the address names it), 제목 and 내용. Empty or too long
//! texts are refused here without a request; the server's field messages show under their
//! fields. A sent message opens on its own page.
import { Alert, Button, Group, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import type { Me } from '@/entities/me';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { FormSection } from '@/shared/ui/FormSection';
import { notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useSendMessageMutation } from '../api';
import { charCounter, LIMITS, required, TEXT } from '../model';
import { messageDetailPath } from '../paths';
import { LockedRecipient, RecipientPicker } from './RecipientField';

interface MessageValues {
  recipient: string | null;
  title: string;
  body: string;
}

export interface MessageFormProps {
  me: Me;
  /** The company the address names: shown, not chosen. */
  lockedTo: number | null;
  /** Its name when already known (the replied message's sender). */
  lockedName?: string;
  /** The message this one answers. */
  replyTo: number | null;
  initialTitle?: string;
  /** Where 취소 goes back to. */
  cancelTo: string;
}

const BODY_PLACEHOLDER = '전하실 내용을 입력해 주세요.';

export function MessageForm({
  me,
  lockedTo,
  lockedName,
  replyTo,
  initialTitle = '',
  cancelTo,
}: MessageFormProps) {
  const navigate = useNavigate();
  const [send, { isLoading: sending }] = useSendMessageMutation();
  const idempotency = useIdempotencyKey();
  const [problem, setProblem] = useState<string | null>(null);
  // A second click (or Enter) before the button shows it is busy must not send twice.
  const inFlight = useRef(false);
  const form = useForm<MessageValues>({
    mode: 'controlled',
    initialValues: {
      recipient: lockedTo === null ? null : String(lockedTo),
      title: initialTitle,
      body: '',
    },
    validate: {
      recipient: (value) => (value ? null : TEXT.recipient),
      title: required(TEXT.title, LIMITS.title, TEXT.titleTooLong),
      body: required(TEXT.body, LIMITS.body, TEXT.bodyTooLong),
    },
  });

  const submit = async (values: MessageValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      const sent = await send({
        'Idempotency-Key': idempotency.key(),
        messageBody: {
          recipient_company_id: Number(values.recipient),
          title: values.title.trim(),
          body: values.body.trim(),
          ...(replyTo === null ? {} : { reply_to: replyTo }),
        },
      }).unwrap();
      idempotency.renew();
      notifySuccess('메시지를 보냈습니다.');
      void navigate(messageDetailPath(sent.id));
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(
        form,
        error,
        {},
        { recipient_company_id: 'recipient' },
      );
      if (error.code === 'message_not_found') {
        setProblem('답장할 메시지를 찾을 수 없습니다. 받은 메시지에서 다시 답장해 주세요.');
      } else if (!placed || unplaced.length > 0) {
        setProblem(unplaced[0]?.message ?? error.message);
      }
    } finally {
      inFlight.current = false;
    }
  };

  // Built on submit, not during render: `submit` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormSection
        title={replyTo === null ? '메시지 작성' : '답장 작성'}
        description="받는 기업의 구성원 모두가 메시지를 볼 수 있습니다."
      >
        {lockedTo === null ? (
          <RecipientPicker
            me={me}
            value={form.values.recipient}
            onChange={(value) => form.setFieldValue('recipient', value)}
            error={form.errors.recipient}
            disabled={sending}
          />
        ) : (
          <LockedRecipient
            companyId={lockedTo}
            knownName={lockedName}
            me={me}
            error={form.errors.recipient}
          />
        )}
        <TextInput
          label="제목"
          withAsterisk
          maxLength={LIMITS.title}
          placeholder="제목을 입력해 주세요"
          disabled={sending}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="내용"
          withAsterisk
          description={charCounter(form.values.body, LIMITS.body)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={10}
          maxLength={LIMITS.body}
          placeholder={BODY_PLACEHOLDER}
          disabled={sending}
          {...form.getInputProps('body')}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button component={RouterLink} to={cancelTo} variant="default">
            취소
          </Button>
          <Button type="submit" loading={sending} disabled={sending} miw={120}>
            보내기
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
