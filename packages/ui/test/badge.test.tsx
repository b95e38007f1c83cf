import { render, screen } from '@testing-library/react';
import { Badge } from '../src';

describe('Badge', () => {
  it('shows the count, capped at max+', () => {
    render(
      <>
        <Badge count={7} data-testid="small" />
        <Badge count={150} data-testid="big" />
      </>,
    );
    expect(screen.getByTestId('small')).toHaveTextContent('7');
    expect(screen.getByTestId('big')).toHaveTextContent('99+');
  });
});
