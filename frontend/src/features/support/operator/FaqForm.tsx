//! The operator's FAQ entry: 분류, 질문, 답변 (plain text) and 순서 (lower first within its
//! 분류). Empty fields are refused before anything is sent; the server's messages show under
//! their fields.
import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveForm } from '@/shared/hooks/useSaveForm';
import type { FormControls } from '@/shared/ui/FormModal';
import { SaveActions } from '@/shared/ui/SaveActions';
import type { FaqCategoryCode, FaqDto } from '../api';
import { charCounter, FAQ_CATEGORIES, LIMITS, required } from '../model';
import { useCreateFaqMutation, useUpdateFaqMutation } from './api';

interface FaqValues {
  category: string | null;
  question: string;
  answer: string;
  /** NumberInput gives '' when emptied. */
  sort_order: number | string;
}

const SORT_MESSAGE = '순서는 -1,000부터 1,000까지의 정수로 입력해 주세요.';

export function FaqForm({
  faq,
  category,
  onCancel,
  onSaved,
  onChanged,
}: {
  faq: FaqDto | null;
  /** The 분류 a new entry starts in. */
  category?: FaqCategoryCode;
} & FormControls) {
  const [createFaq, creating] = useCreateFaqMutation();
  const [updateFaq, updating] = useUpdateFaqMutation();
  const saving = creating.isLoading || updating.isLoading;
  const form = useForm<FaqValues>({
    mode: 'controlled',
    initialValues: {
      category: faq?.category ?? category ?? null,
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      sort_order: faq?.sort_order ?? 0,
    },
    onValuesChange: onChanged,
    validate: {
      category: (value) => (value ? null : 'FAQ 분류를 선택해 주세요.'),
      question: required(
        '질문을 입력해 주세요.',
        LIMITS.question,
        '질문을 200자 이내로 입력해 주세요.',
      ),
      answer: required(
        '답변을 입력해 주세요.',
        LIMITS.answer,
        '답변을 5,000자 이내로 입력해 주세요.',
      ),
      sort_order: (value) =>
        Number.isInteger(Number(value)) &&
        value !== '' &&
        Math.abs(Number(value)) <= LIMITS.sortOrder
          ? null
          : SORT_MESSAGE,
    },
  });

  const { problem, handleSubmit } = useSaveForm(form, {
    send: (values, idempotencyKey) => {
      const faqBody = {
        category: values.category as FaqCategoryCode,
        question: values.question.trim(),
        answer: values.answer.trim(),
        sort_order: Number(values.sort_order),
      };
      return faq
        ? updateFaq({ faqId: faq.id, faqBody }).unwrap()
        : createFaq({ 'Idempotency-Key': idempotencyKey(), faqBody }).unwrap();
    },
    savedMessage: faq ? 'FAQ를 수정했습니다.' : 'FAQ를 등록했습니다.',
    onSaved,
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="분류"
            withAsterisk
            placeholder="분류를 선택해 주세요"
            data={FAQ_CATEGORIES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('category')}
          />
          <NumberInput
            label="순서"
            description="분류 안에서 작은 수가 먼저 보입니다."
            min={-LIMITS.sortOrder}
            max={LIMITS.sortOrder}
            allowDecimal={false}
            {...form.getInputProps('sort_order')}
          />
        </SimpleGrid>
        <TextInput
          label="질문"
          withAsterisk
          maxLength={LIMITS.question}
          {...form.getInputProps('question')}
        />
        <Textarea
          label="답변"
          withAsterisk
          description={charCounter(form.values.answer, LIMITS.answer)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={8}
          maxLength={LIMITS.answer}
          {...form.getInputProps('answer')}
        />
        <SaveActions problem={problem} saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
