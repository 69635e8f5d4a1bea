//! 영수증: what was paid, its split into supply value and VAT, the card and its approval, with
//! the gateway's card slip (카드 매출전표) in a new tab and printing.
import { Anchor, Box, Button, Group, Modal, Stack } from '@mantine/core';
import { Field } from '@/shared/ui/Field';
import { IconExternalLink } from '@/shared/ui/icons';
import type { OrderDto } from '../api';
import { receiptRows } from '../model';

export function ReceiptModal({ order, onClose }: { order: OrderDto | null; onClose: () => void }) {
  return (
    <Modal opened={order !== null} onClose={onClose} title="영수증" centered size="md">
      {order ? (
        <Stack gap="lg">
          <Box component="dl" m={0}>
            {receiptRows(order).map((row) => (
              <Field key={row.label} label={row.label} layout="row">
                {row.value}
              </Field>
            ))}
          </Box>
          <Group justify="space-between">
            {order.receipt_url ? (
              <Anchor href={order.receipt_url} target="_blank" rel="noopener noreferrer" fz="sm">
                <Group gap={4} component="span">
                  카드 매출전표
                  <IconExternalLink size={14} />
                </Group>
              </Anchor>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                닫기
              </Button>
              <Button onClick={() => window.print()}>인쇄</Button>
            </Group>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
