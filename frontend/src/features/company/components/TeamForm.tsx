//! The team modal's body: the required name, the members (active members, searchable) and the
//! leader, one of the chosen members. An empty name is refused before anything is sent; the
//! server's messages (a taken name) show under their fields.
import { Alert, Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import {
  useCreateTeamMutation,
  useListCompanyMembersQuery,
  useUpdateTeamMutation,
  type TeamDto,
} from '../api';
import { TEAM_NAME_MAX, TEAM_NAME_REQUIRED } from '../model';

interface TeamValues {
  name: string;
  /** Selected user ids, as the pickers hold them (text). */
  member_ids: string[];
  leader_id: string | null;
}

const valuesOf = (team: TeamDto | null): TeamValues => ({
  name: team?.name ?? '',
  member_ids: (team?.members ?? []).map((member) => String(member.user_id)),
  leader_id: team?.leader_id ? String(team.leader_id) : null,
});

/** Who may join: the active members (100 at most; a firm has fewer) and the team's own. */
function useMemberOptions(team: TeamDto | null) {
  const { data, isLoading } = useListCompanyMembersQuery({ status: 'c', page: 1, pageSize: 100 });
  const options = useMemo(() => {
    const byId = new Map<number, { name: string; email: string }>();
    for (const member of [...(data?.items ?? []), ...(team?.members ?? [])]) {
      byId.set(member.user_id, member);
    }
    return [...byId].map(([id, member]) => ({
      value: String(id),
      label: `${member.name} (${member.email})`,
    }));
  }, [data, team]);
  return { options, isLoading };
}

export function TeamForm({
  team,
  onCancel,
  onSaved,
  onChanged,
}: {
  /** The team to edit; a new team when null. */
  team: TeamDto | null;
  onCancel: () => void;
  onSaved: () => void;
  /** Told once the user changes something, so closing asks first. */
  onChanged: () => void;
}) {
  const [createTeam, creating] = useCreateTeamMutation();
  const [updateTeam, updating] = useUpdateTeamMutation();
  const saving = creating.isLoading || updating.isLoading;
  const idempotency = useIdempotencyKey();
  const { options, isLoading: membersLoading } = useMemberOptions(team);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const form = useForm<TeamValues>({
    mode: 'controlled',
    initialValues: valuesOf(team),
    onValuesChange: onChanged,
    validate: {
      name: (value) => {
        if (!value.trim()) return TEAM_NAME_REQUIRED;
        return [...value.trim()].length > TEAM_NAME_MAX
          ? `그룹명은 ${TEAM_NAME_MAX}자 이내로 입력해 주세요.`
          : null;
      },
    },
  });
  const chosen = form.values.member_ids;
  const leaderOptions = options.filter((option) => chosen.includes(option.value));

  const submit = async (values: TeamValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    const teamBody = {
      name: values.name.trim(),
      member_ids: values.member_ids.map(Number),
      leader_id: values.leader_id ? Number(values.leader_id) : null,
    };
    try {
      if (team) {
        await updateTeam({ teamId: team.id, teamBody }).unwrap();
      } else {
        await createTeam({ 'Idempotency-Key': idempotency.key(), teamBody }).unwrap();
        idempotency.renew();
      }
      notifySuccess(team ? '그룹을 수정했습니다.' : '그룹을 만들었습니다.');
      onSaved();
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error, { team_name_taken: 'name' });
      if (!placed || unplaced.length > 0) setProblem(unplaced[0]?.message ?? error.message);
    } finally {
      inFlight.current = false;
    }
  };

  // Built on submit, not during render: `submit` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="그룹명"
          withAsterisk
          maxLength={TEAM_NAME_MAX}
          placeholder="예: 심사팀"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label="구성원"
          placeholder={chosen.length === 0 ? '이름이나 이메일로 검색' : undefined}
          data={options}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={membersLoading ? '불러오는 중…' : '일치하는 구성원이 없습니다.'}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('member_ids')}
          onChange={(ids) => {
            form.setFieldValue('member_ids', ids);
            // A leader taken out of the team no longer leads it.
            const leader = form.getValues().leader_id;
            if (leader && !ids.includes(leader)) form.setFieldValue('leader_id', null);
          }}
        />
        <Select
          label="그룹장"
          placeholder={chosen.length === 0 ? '구성원을 먼저 선택해 주세요' : '그룹장 없음'}
          data={leaderOptions}
          disabled={chosen.length === 0}
          clearable
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('leader_id')}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            취소
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
