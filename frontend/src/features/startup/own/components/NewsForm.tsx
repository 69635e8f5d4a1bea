//! The '뉴스' panel's form that adds an article: its title, address, publisher and date (today in
//! Korea until changed). The server checks every field; its messages show under their inputs,
//! and the form empties once the article is added.
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { koreanToday } from '@/shared/format';
import { IconPlus } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { useAddStartupNewsMutation, type NewsBody } from '../api';
import { showProblem } from './showProblem';

export const NEWS_ADDED = '뉴스를 등록했습니다.';

const blank = (): NewsBody => ({ title: '', url: '', publisher: '', published_on: koreanToday() });

const trimmed = (values: NewsBody): NewsBody => ({
  title: values.title.trim(),
  url: values.url.trim(),
  publisher: values.publisher.trim(),
  published_on: values.published_on,
});

export function NewsForm({ startupId }: { startupId: number }) {
  const form = useForm<NewsBody>({ mode: 'controlled', initialValues: blank() });
  const [add, { isLoading }] = useAddStartupNewsMutation();
  const formRef = useRef<HTMLFormElement>(null);
  // A second click before React re-renders the busy button must not add the article twice.
  const inFlight = useRef(false);

  const submit = async (values: NewsBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    form.clearErrors();
    try {
      await add({ startupId, newsBody: trimmed(values) }).unwrap();
      const next = blank();
      form.setInitialValues(next);
      form.setValues(next);
      notifySuccess(NEWS_ADDED);
    } catch (caught) {
      showProblem(form, caught as ApiError, formRef.current);
    } finally {
      inFlight.current = false;
    }
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="뉴스 추가">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="기사 제목"
            withAsterisk
            maxLength={200}
            {...form.getInputProps('title')}
          />
          <TextInput
            label="기사 주소"
            withAsterisk
            type="url"
            placeholder="https://"
            maxLength={500}
            {...form.getInputProps('url')}
          />
          <TextInput
            label="언론사"
            withAsterisk
            maxLength={50}
            {...form.getInputProps('publisher')}
          />
          <TextInput
            label="보도일"
            withAsterisk
            type="date"
            max={koreanToday()}
            {...form.getInputProps('published_on')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading} leftSection={<IconPlus size={16} />}>
            뉴스 추가
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
