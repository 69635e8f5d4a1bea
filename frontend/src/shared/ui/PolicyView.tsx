//! Renders a policy document (terms, privacy) as readable sections; `compact` for consent scroll boxes.
import { Stack, Table, Text, Title } from '@mantine/core';
import type { PolicyDocument } from '@/shared/policies';

export function PolicyView({ doc, compact = false }: { doc: PolicyDocument; compact?: boolean }) {
  const bodySize = compact ? 'xs' : 'sm';
  return (
    <Stack gap={compact ? 'sm' : 'lg'}>
      <Text fz={bodySize} lh={1.8} c="gray.8">
        {doc.intro}
      </Text>
      {doc.sections.map((section) => (
        <Stack key={section.heading} gap={6}>
          <Title order={compact ? 4 : 2} fz={compact ? 'sm' : 'lg'} mt={compact ? 4 : 'sm'}>
            {section.heading}
          </Title>
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph} fz={bodySize} lh={1.8} c="gray.8">
              {paragraph}
            </Text>
          ))}
          {section.items ? (
            <Stack gap={2}>
              {section.items.map((item) => (
                <Text
                  key={item}
                  fz={bodySize}
                  lh={1.8}
                  c="gray.8"
                  pl={/^\d+\./.test(item) ? 'md' : 0}
                >
                  {item}
                </Text>
              ))}
            </Stack>
          ) : null}
          {section.table ? (
            <Table.ScrollContainer minWidth={compact ? 360 : 520}>
              <Table
                withTableBorder
                withColumnBorders
                fz={bodySize}
                verticalSpacing={compact ? 4 : 'xs'}
              >
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    {section.table[0]?.map((cell) => (
                      <Table.Th key={cell}>{cell}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {section.table.slice(1).map((row) => (
                    <Table.Tr key={row.join('|')}>
                      {row.map((cell, index) => (
                        <Table.Td key={`${index}-${cell}`}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Stack>
      ))}
      <Stack gap={2} mt={compact ? 4 : 'md'}>
        <Title order={compact ? 4 : 2} fz={compact ? 'sm' : 'lg'}>
          부칙
        </Title>
        {doc.addenda.map((line) => (
          <Text key={line} fz={bodySize} c="gray.8">
            {line}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
