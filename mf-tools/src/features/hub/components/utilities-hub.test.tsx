import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { UtilitiesHub } from './utilities-hub';

it('links every tool and shows the static tiles', () => {
  render(<MemoryRouter><UtilitiesHub /></MemoryRouter>);
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(expect.arrayContaining(['/json-formatter', '/json-compare', '/qr-generator', '/api-tester']));
  for (const text of ['100%', '24/7', '무제한']) expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '유틸리티' })).toBeInTheDocument();
});
