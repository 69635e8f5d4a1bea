//! /join-agree: consent to the terms and the privacy policy (both required), with the texts in scroll boxes.
import { Button, Checkbox, Divider, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { privacyPolicy, termsOfService, type PolicyDocument } from '@/shared/policies';
import { FormCard } from '@/shared/ui/FormCard';
import { PolicyView } from '@/shared/ui/PolicyView';
import { RouterLink } from '@/shared/ui/RouterLink';
import { JoinStepGuard } from '../components/JoinStepGuard';
import { JoinSteps } from '../components/JoinSteps';
import { consentsGiven, selectJoin } from '../joinSlice';

function ConsentBox({
  doc,
  link,
  checked,
  onChange,
}: {
  doc: PolicyDocument;
  link: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          label={
            <Text fw={600} fz="sm">
              <Text span c="brand.7" fw={700}>
                [필수]
              </Text>{' '}
              {doc.title}에 동의합니다
            </Text>
          }
        />
        <Button
          component={RouterLink}
          to={link}
          target="_blank"
          variant="subtle"
          size="compact-xs"
          color="gray"
        >
          전문 보기
        </Button>
      </Group>
      <Paper withBorder radius="md" bg="gray.0">
        <ScrollArea h={150} type="auto" offsetScrollbars p="md" aria-label={`${doc.title} 전문`}>
          <PolicyView doc={doc} compact />
        </ScrollArea>
      </Paper>
    </Stack>
  );
}

function JoinAgreeStep() {
  const join = useSelector(selectJoin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [terms, setTerms] = useState(join.agreeTerms);
  const [privacy, setPrivacy] = useState(join.agreePrivacy);
  const all = terms && privacy;

  const next = () => {
    dispatch(consentsGiven({ terms, privacy }));
    void navigate(join.userType === 'investor' ? '/join-investor-type' : '/join-company-search');
  };

  return (
    <FormCard
      width={640}
      aside={join.userType ? <JoinSteps userType={join.userType} active={0} /> : null}
      title="약관 동의"
      description="서비스 이용을 위해 아래 약관에 동의해 주세요."
    >
      <Paper withBorder p="md" radius="md">
        <Checkbox
          size="md"
          checked={all}
          indeterminate={!all && (terms || privacy)}
          onChange={(event) => {
            setTerms(event.currentTarget.checked);
            setPrivacy(event.currentTarget.checked);
          }}
          label={<Text fw={700}>전체 동의</Text>}
          description="이용약관과 개인정보 처리방침에 모두 동의합니다."
        />
      </Paper>
      <Divider />
      <ConsentBox doc={termsOfService} link="/terms-policy" checked={terms} onChange={setTerms} />
      <ConsentBox
        doc={privacyPolicy}
        link="/privacy-policy"
        checked={privacy}
        onChange={setPrivacy}
      />
      <Group grow>
        <Button component={RouterLink} to="/join-intro" variant="default" size="md">
          이전
        </Button>
        <Button size="md" disabled={!all} onClick={next}>
          다음
        </Button>
      </Group>
    </FormCard>
  );
}

export function JoinAgreePage() {
  return (
    <JoinStepGuard step="agree">
      <JoinAgreeStep />
    </JoinStepGuard>
  );
}
