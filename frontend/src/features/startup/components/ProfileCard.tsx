//! The company profile card (spec "Company search and detail"): the logo and representative
//! photo, business number, size, homepage, CEO, industry, founding date, status, phone, venture
//! certification, address, tags and the incubators that took the company in.
import { Anchor, Badge, Flex, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { dash, formatBusinessNumber, formatDate, formatPhone } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { Panel } from '@/shared/ui/Panel';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import {
  homepageHref,
  industryLabel,
  operatingStatusInfo,
  regionLabel,
  sizeClassLabel,
} from '../model';
import type { StartupProfileDto } from '../api';
import { ProfileVisuals } from './ProfileVisuals';

export function ProfileCard({ profile }: { profile: StartupProfileDto }) {
  return (
    <Panel title="기업 개요">
      <Flex
        gap="xl"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'flex-start' }}
      >
        <ProfileVisuals profile={profile} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" style={{ flex: 1, minWidth: 0 }}>
          <Field label="사업자등록번호">{formatBusinessNumber(profile.business_number)}</Field>
          <Field label="기업규모">{sizeClassLabel(profile.size_class)}</Field>
          <Field label="홈페이지">
            {profile.homepage ? (
              <Anchor
                href={homepageHref(profile.homepage)}
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
              >
                {profile.homepage}
              </Anchor>
            ) : (
              '-'
            )}
          </Field>
          <Field label="대표자">{dash(profile.ceo_name)}</Field>
          <Field label="업종">{industryLabel(profile.industry)}</Field>
          <Field label="설립일">{formatDate(profile.founded_on)}</Field>
          <Field label="기업상태">
            <StatusBadge info={operatingStatusInfo(profile.operating_status)} size="sm" />
          </Field>
          <Field label="연락처">{formatPhone(profile.phone)}</Field>
          <Field label="벤처인증">
            <span>{profile.is_venture ? 'O' : 'X'}</span>
            {profile.venture_confirmed_on && profile.venture_expires_on ? (
              <Text span fz="xs" c="dimmed" ml={6}>
                ({formatDate(profile.venture_confirmed_on)} ~{' '}
                {formatDate(profile.venture_expires_on)})
              </Text>
            ) : null}
          </Field>
          <Field label="지역">{regionLabel(profile.region)}</Field>
          <Field label="주소">{dash(profile.address)}</Field>
        </SimpleGrid>
      </Flex>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="lg">
        <Stack gap={6}>
          <Text fz="xs" c="dimmed">
            태그
          </Text>
          {profile.tags.length === 0 ? (
            <Text fz="sm">-</Text>
          ) : (
            <Group gap={6}>
              {profile.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                  #{tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Stack gap={6}>
          <Text fz="xs" c="dimmed">
            보육기관
          </Text>
          {profile.incubations.length === 0 ? (
            <Text fz="sm">-</Text>
          ) : (
            <List size="sm" spacing={4} aria-label="보육기관">
              {profile.incubations.map((incubation, index) => (
                <List.Item key={`${incubation.incubator_name}-${index}`}>
                  {incubation.incubator_name}
                  {incubation.started_on ? (
                    <Text span c="dimmed" fz="sm">
                      {' '}
                      ({formatDate(incubation.started_on)}~)
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </SimpleGrid>
    </Panel>
  );
}
