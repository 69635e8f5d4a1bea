import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { startupCard } from '../test/fixtures';
import { StartupCard } from './StartupCard';

describe('StartupCard', () => {
  it("shows the company's logo, or the first character of its name without one", () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <StartupCard startup={startupCard(1, { logo_url: '/api/v1/media/a' })} backTo="/" />
              <StartupCard
                startup={startupCard(2, { name: '한빛랩', logo_url: null })}
                backTo="/"
              />
            </>
          ),
        },
      ],
      '/',
    );
    const withLogo = screen.getByRole('link', { name: '데모기업1' });
    expect(within(withLogo).getByRole('img', { name: '데모기업1 로고' })).toHaveAttribute(
      'src',
      '/api/v1/media/a',
    );
    const without = screen.getByRole('link', { name: '한빛랩' });
    expect(within(without).queryByRole('img')).not.toBeInTheDocument();
    expect(within(without).getByText('한')).toBeInTheDocument();
  });
});
