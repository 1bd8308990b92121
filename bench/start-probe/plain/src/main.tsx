import { createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { routeTree } from './routeTree.gen';

const router = createRouter({ routeTree, scrollRestoration: true });
createRoot(document.getElementById('root') as HTMLElement).render(
  <RouterProvider router={router} />,
);
