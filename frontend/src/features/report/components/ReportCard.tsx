//! One report in the sidebar: its title, base date and creation date, opening the report; a kebab
//! menu with '이름 변경' (the card becomes a field) and '삭제'. Which menu is open is the
//! sidebar's to say: one at a time.
import { ActionIcon, Box, Group, Menu, Paper, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { IconDotsVertical } from '@/shared/ui/icons';
import { RenameField } from '@/shared/ui/RenameField';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useRenameReportMutation, type ReportCardDto } from '../api';
import { cardPath, DEFAULT_REPORT_TITLE, TITLE_MAX_LENGTH } from '../model';

export function ReportCard({
  card,
  active,
  menuOpen,
  onMenuChange,
  editing,
  onEdit,
  onEditEnd,
  onDelete,
}: {
  card: ReportCardDto;
  /** The report the page shows. */
  active: boolean;
  menuOpen: boolean;
  onMenuChange: (open: boolean) => void;
  editing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
  onDelete: () => void;
}) {
  const [rename] = useRenameReportMutation();
  return (
    <Paper
      withBorder
      radius="md"
      data-testid={`report-card-${card.id}`}
      bg={active ? 'brand.0' : undefined}
      style={active ? { borderColor: 'var(--mantine-color-brand-4)' } : undefined}
    >
      {editing ? (
        <RenameField
          title={card.title}
          label="보고서명"
          placeholder={DEFAULT_REPORT_TITLE}
          maxLength={TITLE_MAX_LENGTH}
          onSave={(title) => rename({ reportId: card.id, renameBody: { title } }).unwrap()}
          onDone={onEditEnd}
          compact
        />
      ) : (
        <Group gap={0} wrap="nowrap" align="flex-start">
          <Box
            component={RouterLink}
            to={cardPath(card)}
            aria-current={active ? 'page' : undefined}
            p="sm"
            style={{ flex: 1, minWidth: 0, color: 'inherit', textDecoration: 'none' }}
          >
            <Text fw={600} fz="sm" truncate>
              {card.title}
            </Text>
            <Text fz="xs" c="dimmed" mt={4}>
              기준일 {formatDate(card.base_date)}
            </Text>
            <Text fz="xs" c="dimmed">
              생성일 {formatDate(card.created_at)}
            </Text>
          </Box>
          <Menu position="bottom-end" shadow="md" opened={menuOpen} onChange={onMenuChange}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" m={6} aria-label={`${card.title} 메뉴`}>
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onEdit}>이름 변경</Menu.Item>
              <Menu.Item color="red" onClick={onDelete}>
                삭제
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </Paper>
  );
}
