import { createHead, UnheadProvider } from '@unhead/react/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { loadIconSprite } from './lib/icon-sprite';
import { pageFor } from './lib/routes';

const head = createHead();

// Load the current page's code first so hydration renders exactly what was prerendered.
await pageFor(window.location.pathname).preload();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <UnheadProvider value={head}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </UnheadProvider>
  </StrictMode>
);

// A built page arrives prerendered and is hydrated; the development server sends an empty root.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);

// The icons of pages rendered from here on (a prerendered page carries only its own).
loadIconSprite().catch((error: unknown) => console.error(error));
