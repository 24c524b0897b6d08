import './styles/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { Toaster } from './components/ui/toaster';
import { AuthProvider } from './features/auth/components/auth-provider';
import { createQueryClient } from './lib/query-client';
import { installGlobalErrorCapture } from './lib/telemetry';

installGlobalErrorCapture();

const queryClient = createQueryClient();
const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
