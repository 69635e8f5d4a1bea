//! '기업 자료': the company's documents grouped by kind, each with a download button (read only;
//! the startup changes them on its edit page's '자료' tab).
import { Divider, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Panel } from '@/shared/ui/Panel';
import { documentsByKind, downloadStartupDocument } from '../documents';
import type { StartupProfileDto } from '../api';
import { StoredFileRow } from '@/shared/ui/StoredFileRow';

export function CompanyDocumentsSection({ profile }: { profile: StartupProfileDto }) {
  const groups = documentsByKind(profile.documents);
  return (
    <Panel title="기업 자료">
      {groups.length === 0 ? (
        <Text fz="sm" c="dimmed">
          등록된 자료가 없습니다.
        </Text>
      ) : (
        <Stack gap="md">
          {groups.map((group, index) => (
            <Fragment key={group.kind}>
              {index > 0 ? <Divider /> : null}
              <Stack gap="xs" role="group" aria-label={group.label}>
                <Text fz="sm" fw={600}>
                  {group.label}
                </Text>
                {group.documents.map((document) => (
                  <StoredFileRow
                    key={document.id}
                    file={document}
                    onDownload={() => downloadStartupDocument(profile.id, document)}
                  />
                ))}
              </Stack>
            </Fragment>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
