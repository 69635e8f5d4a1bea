//! The team modal's body: the required name, the members (active members, searchable) and the
//! leader, one of the chosen members. An empty name is refused before anything is sent; the
//! server's messages (a taken name) show under their fields.
import { MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useSaveForm } from '@/shared/hooks/useSaveForm';
import type { FormControls } from '@/shared/ui/FormModal';
import { SaveActions } from '@/shared/ui/SaveActions';
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
} & FormControls) {
  const [createTeam, creating] = useCreateTeamMutation();
  const [updateTeam, updating] = useUpdateTeamMutation();
  const saving = creating.isLoading || updating.isLoading;
  const { options, isLoading: membersLoading } = useMemberOptions(team);
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

  const { problem, handleSubmit } = useSaveForm(form, {
    send: (values, idempotencyKey) => {
      const teamBody = {
        name: values.name.trim(),
        member_ids: values.member_ids.map(Number),
        leader_id: values.leader_id ? Number(values.leader_id) : null,
      };
      return team
        ? updateTeam({ teamId: team.id, teamBody }).unwrap()
        : createTeam({ 'Idempotency-Key': idempotencyKey(), teamBody }).unwrap();
    },
    savedMessage: team ? '그룹을 수정했습니다.' : '그룹을 만들었습니다.',
    codeToField: { team_name_taken: 'name' },
    onSaved,
  });

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
        <SaveActions problem={problem} saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
