/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{js,ts,jsx,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: { 50: '#eef6ff', 500: '#2f6fed', 900: '#0b1f4d' },
      },
      borderRadius: { xl: '0.875rem' },
    },
  },
  plugins: [],
};
