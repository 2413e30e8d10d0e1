/** Vite build of the React client (DESIGN.md "Stack"): React Router framework plugin and Tailwind CSS 4. */
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The shop's SUPPORT_EMAIL (README "Configuration") is baked into the prerendered pages at build time.
  define: {
    'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(process.env.SUPPORT_EMAIL ?? ''),
    'import.meta.env.VITE_PUBLIC_URL': JSON.stringify(process.env.PUBLIC_URL ?? ''),
  },
  server: {
    // `npm run dev` serves the client; the API runs in the Fastify server (npm run serve).
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000', '/pay': 'http://localhost:3000' },
  },
});
