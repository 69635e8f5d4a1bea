//! /terms-policy and /privacy-policy: the full policy texts.
import { Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { privacyPolicy, termsOfService, type PolicyDocument } from '@/shared/policies';
import { PolicyView } from '@/shared/ui/PolicyView';

function PolicyPage({ doc }: { doc: PolicyDocument }) {
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 28, md: 34 }}>
          {doc.title}
        </Title>
        <Text c="dimmed" fz="sm">
          시행일 {doc.effectiveDate}
        </Text>
      </Stack>
      <Divider mb="xl" />
      <Paper withBorder p={{ base: 'lg', md: 40 }}>
        <PolicyView doc={doc} />
      </Paper>
    </Container>
  );
}

export function TermsPolicyPage() {
  return <PolicyPage doc={termsOfService} />;
}

export function PrivacyPolicyPage() {
  return <PolicyPage doc={privacyPolicy} />;
}
