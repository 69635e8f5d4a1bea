//! The profile's star (관심 기업): adds the company to the firm's interest list or takes it off.
//! Only an investor firm's users have one; for anyone else, or while it is unknown, it is absent.
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifySuccess } from '@/shared/ui/notify';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { useAddBookmarkMutation, useGetBookmarkQuery, useRemoveBookmarkMutation } from '../api';
import { IconStar } from './icons';

export function BookmarkToggle({ startupId }: { startupId: number }) {
  const investor = useIsInvestor();
  const { data } = useGetBookmarkQuery({ startupId }, { skip: investor !== true });
  const [add, adding] = useAddBookmarkMutation();
  const [remove, removing] = useRemoveBookmarkMutation();
  // A refused read (403 investor_only) leaves no data: the star stays hidden then too.
  if (!investor || !data) return null;

  const bookmarked = data.bookmarked;
  const label = bookmarked ? '관심 기업 해제' : '관심 기업 추가';
  const toggle = () => {
    // One change at a time: a second click before the answer would race the first. The button
    // stays enabled (and focused) meanwhile; the star has already turned.
    if (adding.isLoading || removing.isLoading) return;
    const change = bookmarked ? remove({ startupId }) : add({ startupId });
    change
      .unwrap()
      .then(() =>
        notifySuccess(bookmarked ? '관심 기업에서 해제했습니다.' : '관심 기업에 추가했습니다.'),
      )
      // The base query has shown the server's reason, and the star has gone back.
      .catch(() => undefined);
  };

  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        aria-pressed={bookmarked}
        onClick={toggle}
        c={bookmarked ? 'yellow.6' : 'gray.6'}
      >
        <IconStar filled={bookmarked} />
      </ActionIcon>
    </Tooltip>
  );
}
