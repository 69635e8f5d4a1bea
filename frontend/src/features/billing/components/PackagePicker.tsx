//! The point packages as cards to pick one from: the points, the bonus on top, the price.
import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PointPackageDto } from '../api';
import { pointsText, won } from '../model';

export function PackagePicker({
  packages,
  value,
  onChange,
}: {
  packages: PointPackageDto[];
  value: string | null;
  onChange: (code: string) => void;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} aria-label="충전할 포인트">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {packages.map((pkg) => (
          <Radio.Card
            key={pkg.code}
            value={pkg.code}
            p="lg"
            radius="md"
            aria-label={`${pointsText(pkg.points)} ${won(pkg.price)}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Radio.Indicator />
                {pkg.bonus > 0 ? (
                  <Badge color="orange" variant="light">
                    +{pointsText(pkg.bonus)} 보너스
                  </Badge>
                ) : null}
              </Group>
              <Text fz={24} fw={800}>
                {pointsText(pkg.points)}
              </Text>
              <Text fz="sm" c="dimmed">
                {won(pkg.price)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
