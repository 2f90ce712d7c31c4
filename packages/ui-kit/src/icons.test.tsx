import { render } from '@testing-library/react';
import { Calendar, House, Icon } from './icons';

describe('Icon', () => {
  it('when drawn, then it is a decorative lucide line icon in the one style (1.75 stroke, currentColor, sized)', () => {
    const { container } = render(<button type="button" aria-label="홈"><Icon icon={House} size={22} /></button>);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('stroke-width', '1.75');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '22');
  });

  it('when no size is given, then it is 20 px, and different glyphs share the style', () => {
    const { container } = render(<><Icon icon={House} /><Icon icon={Calendar} /></>);
    const [a, b] = [...container.querySelectorAll('svg')];
    expect(a).toHaveAttribute('width', '20');
    expect(a.getAttribute('class')).not.toBe(b.getAttribute('class'));
    expect(b).toHaveAttribute('stroke-width', '1.75');
  });
});
