/** Vite build of the React client (DESIGN.md "Stack"): React Router framework plugin and Tailwind CSS 4. */
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev` serves the client; the API runs in the Fastify server (npm run serve).
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000', '/pay': 'http://localhost:3000' },
  },
});
