/** Tailwind CSS 4 runs as one PostCSS plugin. @see https://tailwindcss.com/docs/installation/framework-guides/nextjs */
const config = { plugins: { "@tailwindcss/postcss": {} } };
export default config;
