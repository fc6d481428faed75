import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/**/*.schema.ts',
  casing: 'snake_case',
  out: './drizzle',
});
