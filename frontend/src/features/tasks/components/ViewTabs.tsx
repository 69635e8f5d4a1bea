//! The list's views as tabs, each with its count (기한 지남 in red while any task is late).
import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/shared/format';
import type { TaskCountsDto } from '../api';
import { VIEWS, viewCount, viewOf, type TaskView } from '../model';

export function ViewTabs({
  view,
  counts,
  onChange,
  children,
}: {
  view: TaskView;
  counts: TaskCountsDto | undefined;
  onChange: (view: TaskView) => void;
  /** The chosen view's list. */
  children: (view: TaskView) => ReactNode;
}) {
  return (
    <Tabs value={view} keepMounted={false} onChange={(value) => onChange(viewOf(value))}>
      <Tabs.List mb="md">
        {VIEWS.map((item) => {
          const count = viewCount(item.value, counts);
          const alarming = item.value === 'overdue' && (count ?? 0) > 0;
          return (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              rightSection={
                count === null ? null : (
                  <Badge
                    size="sm"
                    radius="sm"
                    variant={alarming ? 'filled' : 'light'}
                    color={alarming ? 'red' : 'gray'}
                  >
                    {formatNumber(count)}
                  </Badge>
                )
              }
            >
              {item.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {VIEWS.map((item) => (
        <Tabs.Panel key={item.value} value={item.value}>
          {item.value === view ? children(item.value) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
