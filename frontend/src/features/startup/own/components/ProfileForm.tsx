//! '기본 정보' tab: every field of the profile form (card, introduction, size, investment
//! attracted), prefilled from the profile, saved with PUT profile. The server's field messages
//! show under their inputs.
import {
  Checkbox,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { notifySuccess } from '@/shared/ui/notify';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import {
  INDUSTRIES,
  INDUSTRY_CODES,
  OPERATING_STATUSES,
  REGION_CODES,
  REGIONS,
  SIZE_CLASSES,
} from '@/features/startup/model';
import type { StartupProfileDto } from '@/features/startup/api';
import { formToProfileBody, profileToForm, type ProfileFormValues } from '../model';
import { useEditProfileMutation } from '../api';
import { FormSection } from '@/shared/ui/FormSection';
import { SaveRow, WholeNumberInput } from './formParts';
import { showProblem } from './showProblem';

const MAX_TAGS = 10;
const MAX_ONE_LINE = 100;
const MAX_LONG_TEXT = 3000;

const INDUSTRY_OPTIONS = INDUSTRY_CODES.map((code) => ({ value: code, label: INDUSTRIES[code] }));
const REGION_OPTIONS = REGION_CODES.map((code) => ({ value: code, label: REGIONS[code] }));
const SIZE_OPTIONS = Object.entries(SIZE_CLASSES).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = Object.entries(OPERATING_STATUSES).map(([value, info]) => ({
  value,
  label: info.label,
}));

/** '12 / 100자' under a text with a limit. */
const counter = (text: string, max: number) =>
  `${formatNumber(text.length)} / ${formatNumber(max)}자`;

export function ProfileForm({
  startupId,
  profile,
}: {
  startupId: number;
  /** null for a company that has not filled its profile in yet. */
  profile: StartupProfileDto | null;
}) {
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: profileToForm(profile),
  });
  const [save, { isLoading }] = useEditProfileMutation();
  const formRef = useRef<HTMLFormElement>(null);
  // A second click before React re-renders the busy button must not send twice.
  const inFlight = useRef(false);
  const values = form.getValues();

  const submit = async (current: ProfileFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    form.clearErrors();
    try {
      const saved = await save({ startupId, profileBody: formToProfileBody(current) }).unwrap();
      // The server keeps tags trimmed and the phone as digits: show what it kept.
      const next = profileToForm(saved);
      form.setInitialValues(next);
      form.setValues(next);
      notifySuccess('저장되었습니다.');
    } catch (caught) {
      showProblem(form, caught as ApiError, formRef.current);
    } finally {
      inFlight.current = false;
    }
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((current) => void submit(current))(event);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <FormSection title="기업 개요">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            <Select
              label="업종"
              withAsterisk
              placeholder="업종 선택"
              data={INDUSTRY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('industry')}
            />
            <Select
              label="기업 상태"
              withAsterisk
              data={STATUS_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('operating_status')}
            />
            <Select
              label="지역"
              placeholder="지역 선택"
              data={REGION_OPTIONS}
              clearable
              {...form.getInputProps('region')}
            />
            <Select
              label="기업 규모"
              placeholder="기업 규모 선택"
              data={SIZE_OPTIONS}
              clearable
              {...form.getInputProps('size_class')}
            />
            <TextInput label="설립일" type="date" {...form.getInputProps('founded_on')} />
            <TextInput
              label="홈페이지"
              placeholder="https://www.example.com"
              maxLength={200}
              {...form.getInputProps('homepage')}
            />
            <PhoneInput
              label="연락처"
              placeholder="02-0000-0000"
              autoComplete="off"
              value={values.phone}
              onChange={(digits) => form.setFieldValue('phone', digits)}
              error={form.errors.phone}
            />
            <TextInput label="주소" maxLength={200} {...form.getInputProps('address')} />
            {/* A row of its own, so the confirmation's two dates sit side by side below it. */}
            <Checkbox
              style={{ gridColumn: '1 / -1' }}
              label="벤처기업 인증"
              description="벤처기업 확인서를 받은 기업이면 선택해 주세요."
              {...form.getInputProps('is_venture', { type: 'checkbox' })}
            />
            <TextInput
              label="벤처기업 확인 시작일"
              type="date"
              description="확인서의 유효기간 시작일입니다."
              {...form.getInputProps('venture_confirmed_on')}
            />
            <TextInput
              label="벤처기업 확인 만료일"
              type="date"
              description="투자받은 날 유효한 확인만 조합의 투자 의무에 인정됩니다."
              {...form.getInputProps('venture_expires_on')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="기업 소개">
          <TagsInput
            label="태그"
            description={`Enter 또는 쉼표로 구분해 최대 ${MAX_TAGS}개까지 입력할 수 있습니다 (태그당 20자 이내).`}
            placeholder={values.tags.length < MAX_TAGS ? '태그 입력' : undefined}
            maxTags={MAX_TAGS}
            splitChars={[',']}
            clearable
            {...form.getInputProps('tags')}
          />
          <TextInput
            label="한 줄 소개"
            description={counter(values.one_line_intro, MAX_ONE_LINE)}
            maxLength={MAX_ONE_LINE}
            {...form.getInputProps('one_line_intro')}
          />
          <Textarea
            label="상세 소개"
            description={counter(values.detail_intro, MAX_LONG_TEXT)}
            maxLength={MAX_LONG_TEXT}
            rows={7}
            resize="vertical"
            {...form.getInputProps('detail_intro')}
          />
          <Textarea
            label="인터뷰"
            description={counter(values.interview, MAX_LONG_TEXT)}
            maxLength={MAX_LONG_TEXT}
            rows={5}
            resize="vertical"
            {...form.getInputProps('interview')}
          />
        </FormSection>

        <FormSection title="기업 규모">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            <WholeNumberInput
              label="발행 주식 수"
              unit="주"
              {...form.getInputProps('issued_shares')}
            />
            <WholeNumberInput label="액면가" unit="원" {...form.getInputProps('face_value')} />
            <WholeNumberInput label="자본금" unit="원" {...form.getInputProps('capital')} />
            <div />
            <WholeNumberInput label="임직원 수" unit="명" {...form.getInputProps('staff_count')} />
            <TextInput
              label="임직원 수 기준 연월"
              type="month"
              placeholder="YYYY-MM"
              {...form.getInputProps('staff_basis')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="투자 유치">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            <WholeNumberInput
              label="누적 투자 유치액"
              unit="원"
              placeholder="0"
              {...form.getInputProps('total_investment')}
            />
            <Stack gap="sm" pt={{ base: 0, sm: 28 }}>
              <Checkbox
                label="TIPS 선정"
                {...form.getInputProps('is_tips', { type: 'checkbox' })}
              />
              <Checkbox
                label="후속 투자 유치"
                {...form.getInputProps('has_follow_on', { type: 'checkbox' })}
              />
            </Stack>
          </SimpleGrid>
        </FormSection>

        <Stack gap={4}>
          <SaveRow saving={isLoading} />
          <Text fz="xs" c="dimmed" ta="right">
            <Text span c="red">
              *
            </Text>{' '}
            표시는 필수 입력 항목입니다.
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
