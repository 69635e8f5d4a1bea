//! '출자자 정보 수정': the member's registration number and address as stored, saved for the
//! certificate; the server's refusals show under their fields.
import { Alert, Button, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useGetIdentityQuery, usePutIdentityMutation, type IdentityDto } from '../api';
import { IDENTITY_SAVED, registrationHint, registrationLabel, SAVE_FAILED } from '../certificate';

interface Values {
  registration_number: string;
  address: string;
}

const valuesOf = (identity: IdentityDto): Values => ({
  registration_number: identity.registration_number ?? '',
  address: identity.address ?? '',
});

/** The hint sits under the input, where the GP looks while typing the number. */
const HINT_BELOW = ['label', 'input', 'description', 'error'] as const;

interface Props {
  unionId: number;
  applicantId: number;
  lpType: string;
}

export function IdentityForm(props: Props) {
  const { data, isLoading, isError, refetch } = useGetIdentityQuery({
    unionId: props.unionId,
    applicantId: props.applicantId,
  });
  if (isError) {
    return (
      <Alert color="red" variant="light" title="출자자 정보를 불러오지 못했습니다.">
        <Button variant="light" size="xs" mt="xs" onClick={() => void refetch()}>
          다시 시도
        </Button>
      </Alert>
    );
  }
  if (isLoading || !data) return <Skeleton h={150} />;
  // Mounted once the stored values are known, so the form starts from them.
  return <IdentityFields {...props} initial={valuesOf(data)} />;
}

function IdentityFields({ unionId, applicantId, lpType, initial }: Props & { initial: Values }) {
  const [putIdentity, { isLoading }] = usePutIdentityMutation();
  const form = useForm<Values>({ mode: 'controlled', initialValues: initial });

  const submit = async (values: Values) => {
    try {
      const stored = await putIdentity({
        unionId,
        applicantId,
        identityDto: {
          registration_number: values.registration_number.trim(),
          address: values.address.trim(),
        },
      }).unwrap();
      // Show what was kept (a person's number masked), not the whole number that was typed.
      form.setValues(valuesOf(stored));
      form.resetDirty(valuesOf(stored));
      notifySuccess(IDENTITY_SAVED);
    } catch (caught) {
      const error = caught as ApiError;
      if (!applyProblem(form, error).placed) notifyError(error.message, SAVE_FAILED);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={registrationLabel(lpType)}
          description={registrationHint(lpType)}
          inputWrapperOrder={[...HINT_BELOW]}
          autoComplete="off"
          maxLength={20}
          {...form.getInputProps('registration_number')}
        />
        <TextInput label="주소" maxLength={200} {...form.getInputProps('address')} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={isLoading}>
            정보 저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
