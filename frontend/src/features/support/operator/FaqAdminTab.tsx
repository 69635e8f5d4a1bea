//! The operators' FAQ tab: every entry by 분류, in the order the FAQ page shows them, each with
//! 수정 and 삭제 (asked first), and FAQ 작성 (also per 분류, starting in it).
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { confirmDelete } from '@/shared/ui/confirmDelete';
import { FormModal } from '@/shared/ui/FormModal';
import { IconPlus } from '@/shared/ui/icons';
import { ListBody } from '@/shared/ui/ListParts';
import { RowActions } from '@/shared/ui/RowActions';
import { useListFaqsQuery, type FaqCategoryCode, type FaqDto } from '../api';
import { FAQ_CATEGORIES } from '../model';
import { useDeleteFaqMutation } from './api';
import { FaqForm } from './FaqForm';

interface Editing {
  opened: boolean;
  faq: FaqDto | null;
  category?: FaqCategoryCode;
}

function FaqRows({
  items,
  onEdit,
  onDelete,
}: {
  items: FaqDto[];
  onEdit: (faq: FaqDto) => void;
  onDelete: (faq: FaqDto) => void;
}) {
  return (
    <Table verticalSpacing="sm" horizontalSpacing="lg">
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th w={72}>순서</Table.Th>
          <Table.Th>질문</Table.Th>
          <Table.Th w={180} ta="right">
            관리
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...items]
          .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
          .map((faq) => (
            <Table.Tr key={faq.id}>
              <Table.Td fz="sm" c="dimmed">
                {faq.sort_order}
              </Table.Td>
              <Table.Td fz="sm" style={{ wordBreak: 'break-word' }}>
                {faq.question}
              </Table.Td>
              <Table.Td>
                <RowActions
                  name={faq.question}
                  onEdit={() => onEdit(faq)}
                  onDelete={() => onDelete(faq)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

export function FaqAdminTab() {
  const { data, isLoading, isError, refetch } = useListFaqsQuery({});
  const [deleteFaq] = useDeleteFaqMutation();
  const [editing, setEditing] = useState<Editing>({ opened: false, faq: null });

  const askDelete = (faq: FaqDto) =>
    confirmDelete({
      title: 'FAQ 삭제',
      question: <Text fz="sm">‘{faq.question}’ 질문을 삭제하시겠습니까?</Text>,
      remove: () => deleteFaq({ faqId: faq.id }).unwrap(),
      deleted: 'FAQ를 삭제했습니다.',
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ opened: true, faq: null })}
        >
          FAQ 작성
        </Button>
      </Group>
      <ListBody
        items={data?.items}
        isError={isError}
        isLoading={isLoading}
        errorTitle="FAQ를 불러오지 못했습니다."
        emptyText="등록된 FAQ가 없습니다."
        onRetry={() => void refetch()}
      >
        {(items) =>
          FAQ_CATEGORIES.map((category) => {
            const entries = items.filter((faq) => faq.category === category.value);
            return (
              <Paper
                key={category.value}
                withBorder
                shadow="xs"
                p={0}
                component="section"
                aria-label={category.label}
                style={{ overflow: 'hidden' }}
              >
                <Group justify="space-between" px="lg" py="sm">
                  <Group gap="xs">
                    <Title order={3} fz="md">
                      {category.label}
                    </Title>
                    <Badge variant="light" color="gray" radius="sm">
                      {entries.length}개
                    </Badge>
                  </Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    aria-label={`${category.label} FAQ 추가`}
                    onClick={() =>
                      setEditing({ opened: true, faq: null, category: category.value })
                    }
                  >
                    추가
                  </Button>
                </Group>
                {entries.length === 0 ? (
                  <Text fz="sm" c="dimmed" px="lg" pb="md">
                    이 분류에는 질문이 없습니다.
                  </Text>
                ) : (
                  <FaqRows
                    items={entries}
                    onEdit={(faq) => setEditing({ opened: true, faq })}
                    onDelete={askDelete}
                  />
                )}
              </Paper>
            );
          })
        }
      </ListBody>
      <FormModal
        opened={editing.opened}
        title={editing.faq ? 'FAQ 수정' : 'FAQ 작성'}
        editKey={`${editing.faq?.id ?? 'new'}|${editing.category ?? ''}`}
        onClose={() => setEditing((now) => ({ ...now, opened: false }))}
      >
        {(controls) => <FaqForm faq={editing.faq} category={editing.category} {...controls} />}
      </FormModal>
    </Stack>
  );
}
