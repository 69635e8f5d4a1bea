//! The spec's pagination widget: first, previous, a window of 5 page buttons, next, last.
//! Hidden when there is only one page (spec section 9).
import { Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Pagination.module.css';
import { pageWindow } from './paging';

function PageButton({
  label,
  children,
  disabled,
  active,
  onClick,
}: {
  label: string;
  children: ReactNode;
  disabled?: boolean;
  active?: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      className={classes.button}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      disabled={disabled}
      data-disabled={disabled || undefined}
      onClick={onClick}
    >
      {children}
    </UnstyledButton>
  );
}

export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onChange(target);
  };
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <Group component="nav" aria-label="페이지 이동" gap={4} justify="center">
      <PageButton label="첫 페이지" disabled={atStart} onClick={() => go(1)}>
        «
      </PageButton>
      <PageButton label="이전 페이지" disabled={atStart} onClick={() => go(page - 1)}>
        ‹
      </PageButton>
      {pageWindow(page, totalPages).map((number) => (
        <PageButton
          key={number}
          label={`${number} 페이지`}
          active={number === page}
          onClick={() => go(number)}
        >
          {number}
        </PageButton>
      ))}
      <PageButton label="다음 페이지" disabled={atEnd} onClick={() => go(page + 1)}>
        ›
      </PageButton>
      <PageButton label="마지막 페이지" disabled={atEnd} onClick={() => go(totalPages)}>
        »
      </PageButton>
    </Group>
  );
}
