//! The navbar's message button: opens the list, with a red count of unread messages (none at 0).
//! The count is part of the link's name; the drawn number is hidden from screen readers so it
//! is not read twice.
import { ActionIcon, Indicator } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import { IconMessage } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useUnreadCount } from '../hooks/useUnreadCount';
import { MESSAGE_LIST_PATH } from '../paths';

export function UnreadMessagesButton() {
  const count = useUnreadCount();
  const label = count > 0 ? `메시지, 읽지 않은 메시지 ${formatNumber(count)}개` : '메시지';
  return (
    <Indicator
      inline
      label={count}
      maxValue={99}
      disabled={count === 0}
      color="red"
      size={18}
      offset={6}
      attributes={{ indicator: { 'aria-hidden': true, 'data-testid': 'unread-count' } }}
    >
      <ActionIcon
        component={RouterLink}
        to={MESSAGE_LIST_PATH}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
      >
        <IconMessage size={20} />
      </ActionIcon>
    </Indicator>
  );
}
