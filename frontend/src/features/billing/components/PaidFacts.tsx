//! The facts of a paid order on a success page, in a grey panel.
import { Paper, SimpleGrid } from '@mantine/core';
import { Field } from '@/shared/ui/Field';

export function PaidFacts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <Paper bg="gray.0" p="md" radius="md">
      <SimpleGrid cols={2} spacing="md">
        {facts.map((fact) => (
          <Field key={fact.label} label={fact.label} size="md">
            {fact.value}
          </Field>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
