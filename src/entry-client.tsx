import { createHead, UnheadProvider } from '@unhead/react/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { pageFor } from './lib/routes';

const head = createHead();

// Load the current page's code first so hydration renders exactly what was prerendered.
await pageFor(window.location.pathname).preload();

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <UnheadProvider value={head}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </UnheadProvider>
  </StrictMode>,
);
