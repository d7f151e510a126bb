import { render } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a screen as the shell would: inside a router, in StrictMode (effects run twice). */
export function renderPage(Screen: ComponentType, path = '/investors') {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>
    </StrictMode>,
  );
}
